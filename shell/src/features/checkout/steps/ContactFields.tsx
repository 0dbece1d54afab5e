import type { CheckoutContact } from '../checkoutTypes';
import type { ContactProblem } from '../checkoutTypes';
import { TextField } from '@site/shared/ui';
import { Box, Row, RowItem } from './checkoutParts';

interface ContactField {
  name: keyof CheckoutContact;
  label: string;
  autoComplete: string;
  type?: 'email';
}

const EMAIL: ContactField = { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' };
const NAMES: readonly ContactField[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];

interface ContactFieldsProps {
  contact: CheckoutContact;
  /** A field the server would refuse, and why (the order's own rule). */
  error?: ContactProblem | null;
  onChange: (patch: Partial<CheckoutContact>) => void;
}

/** The checkout contact details (docs/product.md §4): email, first and last name, all required. */
export function ContactFields({ contact, error, onChange }: ContactFieldsProps) {
  const field = ({ name, label, autoComplete, type }: ContactField) => (
    <TextField
      label={label}
      name={name}
      error={error?.field === name ? error.message : null}
      type={type}
      autoComplete={autoComplete}
      required
      value={contact[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
    />
  );
  return (
    <Box aria-labelledby="contact-title">
      <h3 id="contact-title">Your details</h3>
      {field(EMAIL)}
      <Row>
        {NAMES.map((spec) => (
          <RowItem key={spec.name} $basis="140px">
            {field(spec)}
          </RowItem>
        ))}
      </Row>
    </Box>
  );
}
