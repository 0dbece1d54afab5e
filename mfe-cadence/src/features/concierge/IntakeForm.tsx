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
  const [ready, setReady] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // A refused submit takes the visitor to the first field to mend (its message describes it).
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const select = async (key: DocumentKey, file: File | null) => {
    setReady(false);
    if (!file) {
      setDocuments((d) => ({ ...d, [key]: EMPTY_DOCUMENT }));
      return;
    }
    setDocuments((d) => ({ ...d, [key]: { file, error: null, checking: true } }));
    const error = await checkFile(file).catch(() => 'This file could not be read. Choose it again.');
    setDocuments((d) => ({ ...d, [key]: { file: error ? null : file, error, checking: false } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!fields.name.trim()) errors.name = 'Enter your full name.';
    if (!EMAIL.test(fields.email.trim())) errors.email = 'Enter a valid email address.';
    setFieldErrors(errors);
    const missing = (Object.keys(documents) as DocumentKey[]).filter((key) => !documents[key].file);
    if (missing.length) {
      setDocuments((d) => {
        const next = { ...d };
        for (const key of missing) {
          next[key] = {
            ...next[key],
            error:
              next[key].error ??
              (key === 'insuranceCard'
                ? 'Upload a photo or scan of your insurance card.'
                : 'Upload your prescription.'),
          };
        }
        return next;
      });
    }
    const accepted = Object.keys(errors).length === 0 && missing.length === 0;
    setReady(accepted);
    if (!accepted) setRefusals((count) => count + 1);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="start-process-title">
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
        onSelect={(file) => void select('insuranceCard', file)}
      />
      <DocumentField
        label="Prescription"
        {...documents.prescription}
        onSelect={(file) => void select('prescription', file)}
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
