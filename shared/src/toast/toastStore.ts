import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds before the toast closes by itself. */
  duration?: number;
}

export interface ToastMessage extends ToastInput {
  id: number;
  variant: ToastVariant;
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 5000;
const MAX_VISIBLE = 3;

interface ToastState {
  toasts: ToastMessage[];
  push: (input: ToastInput) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

/** One toast queue for the page; the shell renders it, any remote pushes into it. */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  push: (input) => {
    const id = nextId++;
    const message: ToastMessage = {
      variant: 'default',
      duration: DEFAULT_TOAST_DURATION,
      ...input,
      id,
    };
    set((state) => ({ toasts: [...state.toasts, message].slice(-MAX_VISIBLE) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

export function toast(input: ToastInput): number {
  return useToastStore.getState().push(input);
}
