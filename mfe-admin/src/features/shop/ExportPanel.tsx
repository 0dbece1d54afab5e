// CSV exports for the accountant (docs/shop-console.md, "The shop"): the orders (the columns of
// `npm run orders`) and the refunds of a date range, saved as files.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@site/shared/ui';
import { downloadCsv } from './shopApi';
import { FieldRow } from './shopParts';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(4)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

export function ExportPanel() {
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const [message, setMessage] = useState<string | null>(null);
  const save = async (kind: 'orders' | 'refunds') => {
    setMessage(`Preparing the ${kind} CSV...`);
    const query = new URLSearchParams({ from, to }).toString();
    const problem = await downloadCsv(`/shop/export/${kind}.csv?${query}`, `${kind}-${from}-to-${to}.csv`);
    setMessage(problem ?? `The ${kind} from ${from} to ${to} are saved as a CSV file.`);
  };
  return (
    <Panel aria-labelledby="shop-export">
      <h2 id="shop-export">Export for the accountant</h2>
      <FieldRow>
        <TextField label="Export from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField label="Export to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </FieldRow>
      <Buttons>
        <Button type="button" $variant="outline" onClick={() => void save('orders')}>
          Download orders CSV
        </Button>
        <Button type="button" $variant="outline" onClick={() => void save('refunds')}>
          Download refunds CSV
        </Button>
      </Buttons>
      <p role="status">{message ?? ''}</p>
    </Panel>
  );
}
