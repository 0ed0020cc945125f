-- Sample investor documents for local development: a few rows per table, some linking to
-- external filings and some to PDFs that the local backend puts into storage.
do $$
declare
  r record;
begin
  for r in
    select * from (values
      ('investor_services_circulars', 'SEBI circular on investor service requests (KYC updation)', 'https://www.sebi.gov.in/legal/circulars/', '2024-11-03'),
      ('investor_services_circulars', 'Circular on mandatory furnishing of PAN, KYC and nomination', 'investor_documents/sample-kyc-circular.pdf', '2024-06-10'),
      ('investor_services_forms', 'Form ISR-1: Request for registering PAN, KYC details', 'investor_documents/sample-form-isr-1.pdf', '2024-05-20'),
      ('investor_services_forms', 'Form SH-13: Nomination form', 'https://www.mca.gov.in/', '2024-05-19'),
      ('mgt_mgt7', 'Annual Return (MGT-7) FY 2023-24', 'investor_documents/sample-mgt-7-2023-24.pdf', '2024-11-20'),
      ('mgt_mgt7', 'Annual Return (MGT-7) FY 2022-23', 'https://www.mca.gov.in/', '2023-11-25'),
      ('mgt_mgt9', 'Extract of Annual Return (MGT-9) FY 2019-20', 'investor_documents/sample-mgt-9-2019-20.pdf', '2020-12-01'),
      ('secretarial_compliance', 'Annual Secretarial Compliance Report FY 2023-24', 'investor_documents/sample-secretarial-compliance-2023-24.pdf', '2024-05-28'),
      ('secretarial_compliance', 'Annual Secretarial Compliance Report FY 2022-23', 'https://www.bseindia.com/', '2023-05-29'),
      ('independent_director', 'Letter of appointment of Independent Director', 'investor_documents/sample-id-appointment-letter.pdf', '2024-08-14'),
      ('independent_director_tc', 'Terms and conditions of appointment of Independent Directors', 'investor_documents/sample-id-terms.pdf', '2024-08-14'),
      ('investor_contact', 'Details of the Compliance Officer and the Registrar and Transfer Agent', 'investor_documents/sample-investor-contact.pdf', '2024-04-01'),
      ('management_structure', 'Composition of the Board and its Committees', 'investor_documents/sample-committees.pdf', '2024-09-30'),
      ('register_closure', 'Notice of closure of Register of Members for the 39th AGM', 'investor_documents/sample-book-closure.pdf', '2024-08-30'),
      ('general_meeting', 'Notice of the 39th Annual General Meeting', 'investor_documents/sample-agm-notice.pdf', '2024-09-02'),
      ('general_meeting', 'Notice of the 38th Annual General Meeting', 'https://www.bseindia.com/', '2023-09-01'),
      ('voting_results', 'Voting results and scrutinizer''s report of the 39th AGM', 'investor_documents/sample-voting-results.pdf', '2024-09-30'),
      ('policies', 'Code of Conduct for Directors and Senior Management', 'investor_documents/sample-code-of-conduct.pdf', '2024-04-15'),
      ('policies', 'Whistle Blower Policy (Vigil Mechanism)', 'investor_documents/sample-whistle-blower-policy.pdf', '2024-04-15'),
      ('policies', 'Policy on Related Party Transactions', 'investor_documents/sample-rpt-policy.pdf', '2024-04-14'),
      ('corporate_announcement', 'Outcome of the Board Meeting held on 14 November 2024', 'investor_documents/sample-board-outcome.pdf', '2024-11-14'),
      ('corporate_announcement', 'Intimation of trading window closure', 'https://www.bseindia.com/', '2024-09-28'),
      ('reports_certificates', 'Reconciliation of Share Capital Audit Report, quarter ended September 2024', 'investor_documents/sample-reconciliation-audit.pdf', '2024-10-20'),
      ('reports_certificates', 'Certificate under Regulation 74(5) of SEBI (DP) Regulations', 'investor_documents/sample-reg-74-5.pdf', '2024-10-10'),
      ('newspaper_publication', 'Newspaper publication of un-audited results, quarter ended September 2024', 'investor_documents/sample-newspaper-q2.pdf', '2024-11-16'),
      ('newspaper_publication', 'अलेखापरीक्षित वित्तीय परिणामों का सार, सितंबर 2024 तिमाही (हिंदी समाचार पत्र)', 'investor_documents/sample-newspaper-q2-hindi.pdf', '2024-11-16'),
      ('shareholding_pattern', 'Shareholding pattern, quarter ended September 2024', 'investor_documents/sample-shp-sep-2024.pdf', '2024-10-18'),
      ('shareholding_pattern', 'Shareholding pattern, quarter ended June 2024', 'https://www.bseindia.com/', '2024-07-19'),
      ('quarterly_report', 'Report on Corporate Governance, quarter ended September 2024', 'investor_documents/sample-cg-sep-2024.pdf', '2024-10-15'),
      ('annual_report', 'Annual Report 2023-24', 'investor_documents/sample-annual-report-2023-24.pdf', '2024-09-02'),
      ('annual_report', 'Annual Report 2022-23', 'https://www.bseindia.com/', '2023-09-01'),
      ('board_meeting', 'Notice of the Board Meeting to consider quarterly results', 'investor_documents/sample-board-meeting-notice.pdf', '2024-11-05'),
      ('financial_report', 'Un-audited financial results, quarter ended September 2024', 'investor_documents/sample-results-q2.pdf', '2024-11-14'),
      ('integrated_filing_financial', 'Integrated filing (financial), quarter ended September 2024', 'investor_documents/sample-integrated-filing-q2.pdf', '2024-11-14'),
      ('integrated_filing_governance', 'Integrated filing (governance), quarter ended December 2024 (sample)', 'https://www.bseindia.com/', '2025-01-30'),
      ('familiarization_program', 'Familiarisation programme for Independent Directors 2023-24', 'investor_documents/sample-familiarisation.pdf', '2024-04-30'),
      ('unpaid_dividend_statements', 'Statement of unpaid and unclaimed dividend, final dividend FY 2023-24 (sample)', 'investor_documents/sample-unpaid-dividend-2023-24.pdf', '2024-11-20'),
      ('unpaid_dividend_statements', 'Statement of unpaid and unclaimed dividend, final dividend FY 2022-23 (sample)', 'investor_documents/sample-unpaid-dividend-2022-23.pdf', '2023-11-22'),
      ('unpaid_dividend_statements', 'Statement of unpaid and unclaimed dividend, final dividend FY 2018-19 (sample)', 'investor_documents/sample-unpaid-dividend-2018-19.pdf', '2019-11-25'),
      ('iepf_transfer_notices', 'Notice to shareholders: shares due for transfer to the IEPF, final dividend FY 2018-19 (sample)', 'investor_documents/sample-iepf-share-transfer-notice-2018-19.pdf', '2024-07-15'),
      ('iepf_transfer_notices', 'Newspaper advertisement on the transfer of shares to the IEPF (sample)', 'investor_documents/sample-iepf-newspaper-notice.pdf', '2024-07-18')
    ) as v(tbl, title, link, created)
  loop
    execute format(
      'insert into public.%I (document_title, view_download, created_at, document_date) values ($1, $2, $3::timestamptz, $3::date)',
      r.tbl
    ) using r.title, r.link, r.created;
  end loop;
end;
$$;

-- Sample investor events, dated from today so that the calendar has upcoming and past
-- ones whenever the local backend starts. Marked as samples in their titles.
insert into public.investor_events (title, kind, starts_at, ends_at, place, link, purpose)
values
  ('Board meeting on quarterly results (sample)', 'board_meeting',
   date_trunc('day', now()) + interval '9 days 5 hours 30 minutes',
   date_trunc('day', now()) + interval '9 days 8 hours 30 minutes',
   'Registered office, Indore', null,
   'To consider and approve the unaudited financial results for the quarter.'),
  ('Earnings call with analysts and investors (sample)', 'earnings_call',
   date_trunc('day', now()) + interval '10 days 10 hours 30 minutes',
   date_trunc('day', now()) + interval '10 days 11 hours 30 minutes',
   'Webcast', 'https://example.com/webcast',
   'Discussion of the quarter''s results with the management.'),
  ('Annual general meeting (sample)', 'agm',
   date_trunc('day', now()) - interval '60 days' + interval '5 hours 30 minutes',
   date_trunc('day', now()) - interval '60 days' + interval '8 hours',
   'Through video conferencing', null, 'The 40th annual general meeting.'),
  ('Record date for the final dividend (sample)', 'record_date',
   date_trunc('day', now()) - interval '75 days', null, null, null, null);

-- Sample exchange holidays, marked as samples: the company replaces them with the
-- exchange's list for the year from the desk. Dates near today too, so the desk's working-day
-- arithmetic meets one whenever the local backend starts.
insert into public.exchange_holidays (holiday_date, name, is_sample)
values
  ('2026-01-26', 'Republic Day (sample)', true),
  ('2026-10-02', 'Gandhi Jayanti (sample)', true),
  ('2026-12-25', 'Christmas (sample)', true),
  ('2027-01-26', 'Republic Day (sample)', true);
insert into public.exchange_holidays (holiday_date, name, is_sample)
select d, 'Exchange holiday (sample)', true
  from (select (now() at time zone 'Asia/Kolkata')::date + 20 as d) as near
 where not exists (select 1 from public.exchange_holidays h where h.holiday_date = near.d);

-- Sample rows for the shareholder lookup of unclaimed dividends: invented names and
-- accounts, so that /investor/unclaimed-dividends answers "SAMPLE001" or "IN300000-10000001"
-- on a local backend. The company imports its real IEPF-2 statements from the desk.
insert into private.iepf_statement_rows
  (financial_year, investor_name, account, amount, proposed_transfer_date)
values
  ('2018-19', 'Sample Shareholder One', 'SAMPLE001', 1250.00, '2026-10-30'),
  ('2019-20', 'Sample Shareholder One', 'SAMPLE001', 1312.50, '2027-10-28'),
  ('2018-19', 'Sample Shareholder Two', 'IN300000-10000001', 480.00, '2026-10-30'),
  ('2020-21', 'Sample Shareholder Three', '1200000000000001', 96.25, '2028-10-27'),
  ('2021-22', 'Sample Shareholder Four', 'SAMPLE004', 2400.00, '2029-10-26');

-- Sample shareholding figures: eight quarters of category totals, so that
-- /investor/shareholding-pattern shows its split and trend on a local backend. Invented figures,
-- marked sample (the page and the desk say so); the company enters its own from each filed
-- pattern on the desk.
insert into public.shareholding_quarters (
  quarter_end, promoter_shares, mutual_fund_shares, foreign_portfolio_investor_shares,
  bank_shares, insurance_company_shares, other_institution_shares, government_shares,
  resident_individual_shares, bodies_corporate_shares, other_non_institution_shares,
  depository_receipt_shares, employee_trust_shares, total_shares, is_sample
)
values
  ('2024-12-31', 8025000, 410000, 265000, 18500, 120000, 42000, 0, 4896500, 905000, 318000, 0, 0, 15000000, true),
  ('2025-03-31', 8025000, 445000, 277000, 18000, 124000, 43500, 0, 4851000, 896000, 320500, 0, 0, 15000000, true),
  ('2025-06-30', 8040000, 480000, 289000, 17500, 128000, 45000, 0, 4790500, 887000, 323000, 0, 0, 15000000, true),
  ('2025-09-30', 8040000, 515000, 301000, 17000, 132000, 46500, 0, 4595000, 878000, 325500, 0, 150000, 15000000, true),
  ('2025-12-31', 8062500, 550000, 313000, 16500, 136000, 48000, 0, 4527000, 869000, 328000, 0, 150000, 15000000, true),
  ('2026-03-31', 8062500, 585000, 325000, 16000, 140000, 49500, 0, 4481500, 860000, 330500, 0, 150000, 15000000, true),
  ('2026-06-30', 8062500, 620000, 337000, 15500, 144000, 51000, 0, 4436000, 851000, 333000, 0, 150000, 15000000, true),
  ('2026-09-30', 8085000, 655000, 349000, 15000, 148000, 52500, 0, 4368000, 842000, 335500, 0, 150000, 15000000, true);

-- Sample dividends (invented, marked sample), so that the dividend history shows on
-- /investor/unclaimed-dividends and the results page; the final dividends match the sample
-- statements of unpaid dividends above.
insert into public.dividends (
  financial_year, kind, amount_per_share, face_value, record_date, payment_date, is_sample
)
values
  ('2018-19', 'final', 1.00, 10, '2019-09-20', '2019-10-18', true),
  ('2022-23', 'final', 1.50, 10, '2023-09-22', '2023-10-20', true),
  ('2023-24', 'interim', 0.75, 10, '2024-02-16', '2024-03-08', true),
  ('2023-24', 'final', 1.25, 10, '2024-09-20', '2024-10-18', true),
  ('2024-25', 'final', 2.00, 10, '2025-09-19', '2025-10-17', true),
  ('2025-26', 'interim', 1.00, 10, '2025-11-21', '2025-12-12', true);
