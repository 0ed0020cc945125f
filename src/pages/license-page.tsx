import { Info } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { licenceTables, licencesIntro, plantLeaseNote } from '@/content/licences';
import { LICENCES_NAME } from '@/content/navigation';

export function LicensePage() {
  return (
    <>
      <PageHeader title={LICENCES_NAME} description={licencesIntro} />
      <Section aria-label="Licences and registrations">
        <div className="space-y-14">
          {licenceTables.map((table) => (
            <section key={table.id} aria-labelledby={table.id}>
              <h2 id={table.id} className="text-2xl font-bold tracking-tight text-slate-900">
                {table.title}
              </h2>
              <p className="mt-2 text-slate-600">{table.description}</p>
              <Table stacked containerClassName="mt-6" className="md:min-w-[40rem]">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-20">Sr. No.</TableHead>
                    <TableHead>Licence / Registration</TableHead>
                    <TableHead>Issued under</TableHead>
                    <TableHead>Issuing authority</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {table.rows.map((row, index) => (
                    <TableRow key={row.name}>
                      <TableCell data-label="Sr. No." className="font-medium text-slate-500">
                        {index + 1}
                      </TableCell>
                      <TableCell data-label="Licence" className="font-medium text-slate-900">
                        {row.name}
                      </TableCell>
                      <TableCell data-label="Issued under">{row.issuedUnder}</TableCell>
                      <TableCell data-label="Authority">{row.authority}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </section>
          ))}

          <aside
            aria-labelledby="lease-note"
            className="flex gap-4 rounded-2xl border border-accent-400/50 bg-amber-50 p-6"
          >
            <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
            <div>
              <h2 id="lease-note" className="font-semibold text-slate-900">
                {plantLeaseNote.title}
              </h2>
              <p className="mt-2 leading-relaxed text-slate-700">{plantLeaseNote.body}</p>
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}
