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
      ('policies', 'Policy on Related Party Transactions', 'investor_documents/sample-rpt-policy.pdf', '2026-01-20'),
      ('policies', 'Policy for Determining Material Subsidiaries', 'investor_documents/sample-material-subsidiary-policy.pdf', '2024-04-15'),
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
      ('iepf_transfer_notices', 'Newspaper advertisement on the transfer of shares to the IEPF (sample)', 'investor_documents/sample-iepf-newspaper-notice.pdf', '2024-07-18'),
      ('memorandum_articles', 'Memorandum and Articles of Association (sample)', 'investor_documents/sample-memorandum-and-articles.pdf', '2024-09-30')
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
   'Through video conferencing', null, 'The 40th annual general meeting.');
-- The dividends' record dates reach the calendar from the sample dividends below
-- (20261128121000), as the company's own do.

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
-- pattern on the desk. Each quarter totals 1,24,40,000 shares, the paid-up capital the sample
-- results below state (₹12.44 crore in shares of ₹10), so the two pages agree.
insert into public.shareholding_quarters (
  quarter_end, promoter_shares, mutual_fund_shares, foreign_portfolio_investor_shares,
  bank_shares, insurance_company_shares, other_institution_shares, government_shares,
  resident_individual_shares, bodies_corporate_shares, other_non_institution_shares,
  depository_receipt_shares, employee_trust_shares, total_shares, is_sample
)
values
  ('2024-12-31', 6655500, 340000, 220000, 15500, 99500, 35000, 0, 4060500, 750500, 263500, 0, 0, 12440000, true),
  ('2025-03-31', 6655500, 369000, 229500, 15000, 103000, 36000, 0, 4023000, 743000, 266000, 0, 0, 12440000, true),
  ('2025-06-30', 6668000, 398000, 239500, 14500, 106000, 37500, 0, 3973000, 735500, 268000, 0, 0, 12440000, true),
  ('2025-09-30', 6668000, 427000, 249500, 14000, 109500, 38500, 0, 3811000, 728000, 270000, 0, 124500, 12440000, true),
  ('2025-12-31', 6686500, 456000, 259500, 13500, 113000, 40000, 0, 3754500, 720500, 272000, 0, 124500, 12440000, true),
  ('2026-03-31', 6686500, 485000, 269500, 13500, 116000, 41000, 0, 3717000, 713000, 274000, 0, 124500, 12440000, true),
  ('2026-06-30', 6686500, 514000, 279500, 13000, 119500, 42500, 0, 3678500, 706000, 276000, 0, 124500, 12440000, true),
  ('2026-09-30', 6705000, 543000, 289500, 12500, 122500, 43500, 0, 3623000, 698500, 278000, 0, 124500, 12440000, true);

-- Sample dividends (invented, marked sample), so that the dividend history shows on
-- /investor/unclaimed-dividends and the results page. Every year the sample statements of unpaid
-- dividends above name has its final dividend here, at the rate that gives the statement's amount
-- (SAMPLE001: 1,250 shares, ₹1,250.00 at ₹1.00 for 2018-19 and ₹1,312.50 at ₹1.05 for 2019-20),
-- declared on a day that gives the statement's proposed date of transfer to the IEPF.
-- The three whose sample statements above are each one dividend's (s.124(2)) are tied to them, as
-- the desk's calendar does with "Link to the dividend".
insert into public.dividends (
  financial_year, kind, amount_per_share, face_value, declared_on, record_date, payment_date,
  unpaid_statement_link, is_sample
)
values
  ('2018-19', 'final', 1.00, 10, '2019-09-27', '2019-09-20', '2019-10-18', 'investor_documents/sample-unpaid-dividend-2018-19.pdf', true),
  ('2019-20', 'final', 1.05, 10, '2020-09-25', '2020-09-18', '2020-10-16', null, true),
  ('2020-21', 'final', 1.25, 10, '2021-09-24', '2021-09-17', '2021-10-15', null, true),
  ('2021-22', 'final', 1.50, 10, '2022-09-23', '2022-09-16', '2022-10-14', null, true),
  ('2022-23', 'final', 1.50, 10, '2023-09-29', '2023-09-22', '2023-10-20', 'investor_documents/sample-unpaid-dividend-2022-23.pdf', true),
  ('2023-24', 'interim', 0.75, 10, '2024-02-08', '2024-02-16', '2024-03-08', null, true),
  ('2023-24', 'final', 1.25, 10, '2024-09-27', '2024-09-20', '2024-10-18', 'investor_documents/sample-unpaid-dividend-2023-24.pdf', true),
  ('2024-25', 'final', 2.00, 10, '2025-09-26', '2025-09-19', '2025-10-17', null, true),
  ('2025-26', 'interim', 1.00, 10, '2025-11-12', '2025-11-21', '2025-12-12', null, true);

-- Sample results for /investor/quarterly-results: eight quarters (December 2022 to September
-- 2024) and five years (2019-20 to 2023-24), standalone, marked as samples (is_sample; the page
-- says so). Figures in lakhs as a small company files them, stored in rupees; totals, profits
-- and earnings per share (1,24,40,000 shares of Rs. 10) follow from them, so the years add up
-- and the quarter ended September 2024 matches its sample newspaper extract (total income
-- Rs. 4,212.60 lakh, profit Rs. 388.15 lakh, EPS Rs. 3.12). Each period links to its results
-- document, added here to Financial Reports (the quarter ended September 2024's is seeded above).
insert into public.financial_report (document_title, view_download, created_at, document_date)
values
  ('Audited financial results, year ended March 2020 (sample)', 'investor_documents/sample-results-2020-03.pdf', '2020-06-29', '2020-06-29'),
  ('Audited financial results, year ended March 2021 (sample)', 'investor_documents/sample-results-2021-03.pdf', '2021-06-28', '2021-06-28'),
  ('Audited financial results, year ended March 2022 (sample)', 'investor_documents/sample-results-2022-03.pdf', '2022-05-27', '2022-05-27'),
  ('Un-audited financial results, quarter ended December 2022 (sample)', 'investor_documents/sample-results-2022-12.pdf', '2023-02-13', '2023-02-13'),
  ('Audited financial results, quarter and year ended March 2023 (sample)', 'investor_documents/sample-results-2023-03.pdf', '2023-05-29', '2023-05-29'),
  ('Un-audited financial results, quarter ended June 2023 (sample)', 'investor_documents/sample-results-2023-06.pdf', '2023-08-11', '2023-08-11'),
  ('Un-audited financial results, quarter ended September 2023 (sample)', 'investor_documents/sample-results-2023-09.pdf', '2023-11-09', '2023-11-09'),
  ('Un-audited financial results, quarter ended December 2023 (sample)', 'investor_documents/sample-results-2023-12.pdf', '2024-02-12', '2024-02-12'),
  ('Audited financial results, quarter and year ended March 2024 (sample)', 'investor_documents/sample-results-2024-03.pdf', '2024-05-28', '2024-05-28'),
  ('Un-audited financial results, quarter ended June 2024 (sample)', 'investor_documents/sample-results-2024-06.pdf', '2024-08-13', '2024-08-13');

insert into public.financial_results (
  period_kind, basis, audited, period_start, period_end, scale,
  revenue_from_operations, other_income, total_income, total_expenses, profit_before_tax,
  tax_expense, profit_for_period, other_comprehensive_income, basic_eps, diluted_eps,
  paid_up_capital, face_value, document_id, is_sample
)
select v.kind, 'standalone', v.audited, v.starts::date, v.ends::date, 'lakhs',
       v.revenue * 100000, v.other * 100000, (v.revenue + v.other) * 100000,
       v.expenses * 100000, (v.revenue + v.other - v.expenses) * 100000, v.tax * 100000,
       (v.revenue + v.other - v.expenses - v.tax) * 100000, v.oci * 100000,
       round((v.revenue + v.other - v.expenses - v.tax) * 100000 / 12440000, 2),
       round((v.revenue + v.other - v.expenses - v.tax) * 100000 / 12440000, 2),
       1244.00 * 100000, 10,
       (select d.id from public.financial_report d where d.view_download = v.document limit 1),
       true
  from (values
    ('year', true, '2019-04-01', '2020-03-31', 12204.50, 148.30, 10986.40, 336.80, -8.40, 'investor_documents/sample-results-2020-03.pdf'),
    ('year', true, '2020-04-01', '2021-03-31', 12890.75, 161.20, 11512.85, 384.95, 4.10, 'investor_documents/sample-results-2021-03.pdf'),
    ('year', true, '2021-04-01', '2022-03-31', 13742.10, 172.65, 12239.30, 412.40, -6.25, 'investor_documents/sample-results-2022-03.pdf'),
    ('year', true, '2022-04-01', '2023-03-31', 14310.60, 183.40, 12755.90, 431.75, 2.35, 'investor_documents/sample-results-2023-03.pdf'),
    ('year', true, '2023-04-01', '2024-03-31', 15367.45, 189.40, 13626.55, 485.10, 0.30, 'investor_documents/sample-results-2024-03.pdf'),
    ('quarter', false, '2022-10-01', '2022-12-31', 3486.20, 42.35, 3118.40, 104.20, -3.10, 'investor_documents/sample-results-2022-12.pdf'),
    ('quarter', true, '2023-01-01', '2023-03-31', 3702.85, 51.10, 3301.75, 112.60, 5.40, 'investor_documents/sample-results-2023-03.pdf'),
    ('quarter', false, '2023-04-01', '2023-06-30', 3612.40, 38.90, 3236.30, 105.05, -2.20, 'investor_documents/sample-results-2023-06.pdf'),
    ('quarter', false, '2023-07-01', '2023-09-30', 3798.15, 44.25, 3366.10, 119.80, -1.85, 'investor_documents/sample-results-2023-09.pdf'),
    ('quarter', false, '2023-10-01', '2023-12-31', 3905.60, 47.80, 3452.95, 124.35, -2.40, 'investor_documents/sample-results-2023-12.pdf'),
    ('quarter', true, '2024-01-01', '2024-03-31', 4051.30, 58.45, 3571.20, 135.90, 6.75, 'investor_documents/sample-results-2024-03.pdf'),
    ('quarter', false, '2024-04-01', '2024-06-30', 3958.70, 49.15, 3519.60, 122.10, -2.05, 'investor_documents/sample-results-2024-06.pdf'),
    ('quarter', false, '2024-07-01', '2024-09-30', 4158.35, 54.25, 3694.00, 130.45, -2.60, 'investor_documents/sample-results-q2.pdf')
  ) as v(kind, audited, starts, ends, revenue, other, expenses, tax, oci, document);

-- The company's regulated facts, every row marked is_sample (and every person "(SAMPLE)"), so
-- that `npm start` shows full pages and a production build refuses to publish them
-- (scripts/prerender.ts). Some dates are counted from today, so the Board page always has changes
-- in its last twelve months and the desk's Regulation 46(3)(b) list has one entered late.
insert into public.company_contacts
  (registered_office, plant, phone, investor_email, cin, effective_on, is_sample, updated_at)
values (
  E'Registered Office (SAMPLE)\nA.B. Road\nIndore, Madhya Pradesh 452015\nIndia',
  'Pithampur, Dhar district, Madhya Pradesh', '+91 731 000 0000', 'investors@example.com',
  'L24230MP1985PLC000000', '2024-04-01', true, '2024-04-02 11:00+05:30'
);

insert into public.board_directors
  (name, din, designation, category, is_woman, appointed_on, ceased_on, cessation_reason,
   profile, other_positions, display_order, is_sample, appointment_entered_at,
   cessation_entered_at)
select v.name, v.din, v.designation, v.category, v.woman, v.appointed, v.ceased, v.reason,
       v.profile, v.positions::jsonb, v.n, true, v.appointed + interval '1 day 11 hours',
       v.ceased + v.ceased_lag
  from (values
    ('Sample Director One (SAMPLE)', '00000001', 'Chairman and Managing Director', 'executive', false,
     date '1992-04-01', null::date, null::text,
     'A chemical engineer with over thirty years in bulk-drug manufacturing; leads the company''s operations at the Pithampur plant and its partnerships.',
     '[{"entity": "Sample Chemicals Private Limited", "position": "Director", "listed": false}]', 10, null::interval),
    ('Sample Director Two (SAMPLE)', '00000002', 'Whole-time Director', 'executive', false,
     date '2015-08-14', null, null,
     'A pharmacist responsible for quality assurance and regulatory affairs, including the licences of the Pithampur unit.',
     '[]', 20, null),
    ('Sample Director Three (SAMPLE)', '00000003', 'Director', 'non_executive', false,
     date '2018-09-28', null, null,
     'A chartered accountant in practice with experience of audit and taxation.',
     '[{"entity": "Sample & Associates, Chartered Accountants", "position": "Partner", "listed": false}]', 30, null),
    ('Sample Director Four (SAMPLE)', '00000004', 'Independent Director', 'independent', false,
     date '2019-09-27', null, null,
     'A retired banker with experience of corporate credit and risk management; chairs the Audit Committee.',
     '[{"entity": "Sample Textiles Limited", "position": "Independent Director", "listed": true}]', 40, null),
    ('Sample Director Five (SAMPLE)', '00000005', 'Independent Director', 'independent', false,
     (now() at time zone 'Asia/Kolkata')::date - 70, null, null,
     'An advocate practising corporate and securities law before the High Court.',
     '[]', 50, null),
    ('Sample Director Six (SAMPLE)', '00000006', 'Independent Woman Director', 'independent', true,
     date '2022-11-10', null, null,
     'A public-health physician and former hospital administrator.',
     '[{"entity": "Sample Health Foundation (section 8 company)", "position": "Director", "listed": false}]', 60, null),
    ('Sample Director Seven (SAMPLE)', '00000007', 'Independent Director', 'independent', false,
     date '2017-04-01', (now() at time zone 'Asia/Kolkata')::date - 60, 'end_of_term',
     'A former professor of pharmaceutical chemistry.',
     '[]', 70, interval '6 days 15 hours')
  ) as v(name, din, designation, category, woman, appointed, ceased, reason, profile, positions, n, ceased_lag);

-- The terms of the committees created by 20261126150200, by the directors' sample DINs.
insert into public.committee_members (committee_id, director_id, role, from_date, to_date, is_sample,
  from_entered_at, to_entered_at)
select c.id, d.id, v.role, greatest(v.from_date, d.appointed_on), null, true,
       greatest(v.from_date, d.appointed_on) + interval '1 day', null
  from (values
    ('Audit Committee', '00000004', 'chair', date '2019-10-01'),
    ('Audit Committee', '00000005', 'member', date '1900-01-01'),
    ('Audit Committee', '00000003', 'member', date '2019-10-01'),
    ('Nomination and Remuneration Committee', '00000006', 'chair', date '2022-11-10'),
    ('Nomination and Remuneration Committee', '00000004', 'member', date '2019-10-01'),
    ('Nomination and Remuneration Committee', '00000005', 'member', date '1900-01-01'),
    ('Stakeholders Relationship Committee', '00000006', 'chair', date '2022-11-10'),
    ('Stakeholders Relationship Committee', '00000001', 'member', date '2015-10-01'),
    ('Stakeholders Relationship Committee', '00000002', 'member', date '2015-10-01')
  ) as v(committee, din, role, from_date)
  join public.board_committees c on c.name = v.committee
  join public.board_directors d on d.din = v.din and d.ceased_on is null;
-- The director who left sat on the Audit Committee until the day of leaving.
insert into public.committee_members (committee_id, director_id, role, from_date, to_date, is_sample,
  from_entered_at, to_entered_at)
select c.id, d.id, 'member', date '2019-10-01', d.ceased_on, true,
       timestamptz '2019-10-02 10:00+05:30', d.cessation_entered_at
  from public.board_committees c, public.board_directors d
 where c.name = 'Audit Committee' and d.din = '00000007';

insert into public.key_officers
  (name, roles, designation, director_id, email, phone, address, took_charge_on, display_order,
   is_sample, took_charge_entered_at)
values
  ('Sample Director One (SAMPLE)', array['managing_director'], 'Chairman and Managing Director',
   (select id from public.board_directors where din = '00000001'), null, null, null,
   '2005-04-01', 10, true, '2005-04-02 10:00+05:30'),
  ('Sample Finance Officer (SAMPLE)', array['cfo'], 'Chief Financial Officer', null,
   'cfo@example.com', '+91 731 000 0001', null, '2020-06-01', 20, true, '2020-06-02 10:00+05:30'),
  ('Sample Company Secretary (SAMPLE)',
   array['company_secretary', 'compliance_officer', 'iepf_nodal_officer', 'grievance_officer'],
   'Company Secretary and Compliance Officer', null, 'iepf.nodal@example.com', '+91 731 000 0002',
   E'Registered Office (SAMPLE)\nA.B. Road, Indore 452015', '2021-01-15', 30, true,
   '2021-01-15 17:00+05:30'),
  ('Sample Registrar Private Limited (SAMPLE)', array['registrar'],
   'Registrar and Share Transfer Agent', null, 'rta@example.com', '+91 22 0000 0000',
   E'Sample House (SAMPLE)\nAndheri (East), Mumbai 400093', '2010-04-01', 40, true,
   '2010-04-01 12:00+05:30');

insert into public.credit_ratings
  (agency, instrument, rating, outlook, rated_on, rationale_url, is_sample, rating_entered_at)
values
  ('Sample Ratings Limited (SAMPLE)', 'Long-term bank facilities', 'SAMPLE BBB+', 'Stable',
   '2025-09-15', 'https://example.com/sample-rating-rationale-2025.pdf', true,
   '2025-09-16 12:00+05:30'),
  ('Sample Ratings Limited (SAMPLE)', 'Long-term bank facilities', 'SAMPLE BBB', 'Positive',
   '2024-09-10', 'https://example.com/sample-rating-rationale-2024.pdf', true,
   '2024-09-11 12:00+05:30'),
  ('Sample Ratings Limited (SAMPLE)', 'Short-term bank facilities', 'SAMPLE A3+', null,
   '2025-09-15', 'https://example.com/sample-rating-rationale-2025.pdf', true,
   '2025-09-16 12:00+05:30');

-- The day the site's records begin: 90 days before the local backend first starts, so the desk
-- counts the last quarter's filings (some overdue, as the sample documents stop in 2024) and not
-- a year of filings a new site never held. The company secretary sets the company's own day on
-- the desk (Calendar and deadlines).
insert into public.compliance_settings (records_begin)
values ((now() at time zone 'Asia/Kolkata')::date - 90);
