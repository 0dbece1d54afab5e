import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { Button, Icon, TextField } from '@site/shared/ui';
import { DocumentField } from './DocumentField';
import { checkFile } from './uploadValidation';
import { cadencePaths } from '@site/paths/cadence';

type DocumentKey = 'insuranceCard' | 'prescription';

interface DocumentState {
  file: File | null;
  error: string | null;
  checking: boolean;
}

const EMPTY_DOCUMENT: DocumentState = { file: null, error: null, checking: false };

const Next = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  h3 {
    margin-top: 0;
  }
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 'Start Your Process' (docs/product.md §2 Concierge): contact details and the two required documents.
 * There is no intake endpoint, so on submit nothing is uploaded: the visitor is told plainly how
 * to send the checked documents (the secure intake form, or support).
 */
export function IntakeForm() {
  const [fields, setFields] = useState({ name: '', email: '', phone: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [documents, setDocuments] = useState<Record<DocumentKey, DocumentState>>({
    insuranceCard: EMPTY_DOCUMENT,
    prescription: EMPTY_DOCUMENT,
  });
  // The documents as last set, and the checks under way: a submit waits for those, then judges the
  // files as checked (on a slow phone the early-events script replays a file choice and the press
  // together; docs/performance.md, "The first seconds").
  const latest = useRef(documents);
  const checks = useRef<Partial<Record<DocumentKey, Promise<void>>>>({});
  const update = (key: DocumentKey, state: DocumentState) => {
    latest.current = { ...latest.current, [key]: state };
    setDocuments(latest.current);
  };
  const [ready, setReady] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // A refused submit takes the visitor to the first field to mend (its message describes it).
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const select = (key: DocumentKey, file: File | null) => {
    setReady(false);
    if (!file) {
      delete checks.current[key];
      update(key, EMPTY_DOCUMENT);
      return;
    }
    update(key, { file, error: null, checking: true });
    const check = checkFile(file)
      .catch(() => 'This file could not be read. Choose it again.')
      .then((error) => {
        // A file chosen since has its own check.
        if (checks.current[key] === check) update(key, { file: error ? null : file, error, checking: false });
      });
    checks.current[key] = check;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!fields.name.trim()) errors.name = 'Enter your full name.';
    if (!EMAIL.test(fields.email.trim())) errors.email = 'Enter a valid email address.';
    setFieldErrors(errors);
    await Promise.all(Object.values(checks.current));
    const keys = Object.keys(latest.current) as DocumentKey[];
    const missing = keys.filter((key) => !latest.current[key].file || latest.current[key].checking);
    for (const key of missing) {
      update(key, {
        ...latest.current[key],
        error:
          latest.current[key].error ??
          (key === 'insuranceCard' ? 'Upload a photo or scan of your insurance card.' : 'Upload your prescription.'),
      });
    }
    const accepted = Object.keys(errors).length === 0 && missing.length === 0;
    setReady(accepted);
    if (!accepted) setRefusals((count) => count + 1);
  };

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="start-process-title">
      <TextField
        label="Full name"
        autoComplete="name"
        required
        value={fields.name}
        error={fieldErrors.name}
        onChange={(e) => setFields({ ...fields, name: e.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={fields.email}
        error={fieldErrors.email}
        onChange={(e) => setFields({ ...fields, email: e.target.value })}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        value={fields.phone}
        onChange={(e) => setFields({ ...fields, phone: e.target.value })}
      />
      <DocumentField
        label="Insurance card"
        {...documents.insuranceCard}
        onSelect={(file) => select('insuranceCard', file)}
      />
      <DocumentField
        label="Prescription"
        {...documents.prescription}
        onSelect={(file) => select('prescription', file)}
      />
      <Button type="submit" $size="lg">
        Check my documents
      </Button>
      {ready ? (
        <Next role="status">
          <h3>
            <Icon name="check" size={20} /> Your documents are ready to send
          </h3>
          <p>
            Nothing has been sent yet: this page does not upload medical documents. To send them securely, continue in
            our intake form, where you will attach these same two files, or email them to{' '}
            <a href={`mailto:${siteConfig.supportEmail}?subject=Concierge%20intake`}>{siteConfig.supportEmail}</a>.
          </p>
          <Button as={Link} to={cadencePaths.intake}>
            Continue to the secure intake form
          </Button>
        </Next>
      ) : null}
    </form>
  );
}
