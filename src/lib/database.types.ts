export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      alert_settings: {
        Row: {
          batch_window_minutes: number;
          held_sections: string[];
          id: string;
          only_row: boolean;
          updated_at: string;
        };
        Insert: {
          batch_window_minutes?: number;
          held_sections?: string[];
          id?: string;
          only_row?: boolean;
          updated_at?: string;
        };
        Update: {
          batch_window_minutes?: number;
          held_sections?: string[];
          id?: string;
          only_row?: boolean;
          updated_at?: string;
        };
        Relationships: [];
      };
      annual_report: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      audit_log: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          actor_name: string | null;
          actor_role: string;
          changes: Json | null;
          detail: string | null;
          id: number;
          link_after: string | null;
          link_before: string | null;
          names: Json | null;
          occurred_at: string;
          row_id: string;
          row_values: Json | null;
          table_name: string;
          title_after: string | null;
          title_before: string | null;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          actor_name?: string | null;
          actor_role: string;
          changes?: Json | null;
          detail?: string | null;
          id?: never;
          link_after?: string | null;
          link_before?: string | null;
          names?: Json | null;
          occurred_at?: string;
          row_id: string;
          row_values?: Json | null;
          table_name: string;
          title_after?: string | null;
          title_before?: string | null;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          actor_name?: string | null;
          actor_role?: string;
          changes?: Json | null;
          detail?: string | null;
          id?: never;
          link_after?: string | null;
          link_before?: string | null;
          names?: Json | null;
          occurred_at?: string;
          row_id?: string;
          row_values?: Json | null;
          table_name?: string;
          title_after?: string | null;
          title_before?: string | null;
        };
        Relationships: [];
      };
      board_committees: {
        Row: {
          constituted_under: string;
          created_at: string;
          display_order: number;
          id: string;
          name: string;
          updated_at: string;
          version: number;
        };
        Insert: {
          constituted_under?: string;
          created_at?: string;
          display_order?: number;
          id?: string;
          name: string;
          updated_at?: string;
          version?: number;
        };
        Update: {
          constituted_under?: string;
          created_at?: string;
          display_order?: number;
          id?: string;
          name?: string;
          updated_at?: string;
          version?: number;
        };
        Relationships: [];
      };
      board_directors: {
        Row: {
          appointed_on: string;
          appointment_entered_at: string | null;
          category: string;
          ceased_on: string | null;
          cessation_entered_at: string | null;
          cessation_reason: string | null;
          created_at: string;
          designation: string;
          din: string;
          display_order: number;
          id: string;
          is_sample: boolean;
          is_woman: boolean;
          name: string;
          other_positions: Json;
          profile: string;
          updated_at: string;
          version: number;
        };
        Insert: {
          appointed_on: string;
          appointment_entered_at?: string | null;
          category: string;
          ceased_on?: string | null;
          cessation_entered_at?: string | null;
          cessation_reason?: string | null;
          created_at?: string;
          designation: string;
          din: string;
          display_order?: number;
          id?: string;
          is_sample?: boolean;
          is_woman?: boolean;
          name: string;
          other_positions?: Json;
          profile?: string;
          updated_at?: string;
          version?: number;
        };
        Update: {
          appointed_on?: string;
          appointment_entered_at?: string | null;
          category?: string;
          ceased_on?: string | null;
          cessation_entered_at?: string | null;
          cessation_reason?: string | null;
          created_at?: string;
          designation?: string;
          din?: string;
          display_order?: number;
          id?: string;
          is_sample?: boolean;
          is_woman?: boolean;
          name?: string;
          other_positions?: Json;
          profile?: string;
          updated_at?: string;
          version?: number;
        };
        Relationships: [];
      };
      board_meeting: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      committee_members: {
        Row: {
          committee_id: string;
          created_at: string;
          director_id: string;
          from_date: string;
          from_entered_at: string | null;
          id: string;
          is_sample: boolean;
          role: string;
          to_date: string | null;
          to_entered_at: string | null;
          updated_at: string;
          version: number;
        };
        Insert: {
          committee_id: string;
          created_at?: string;
          director_id: string;
          from_date: string;
          from_entered_at?: string | null;
          id?: string;
          is_sample?: boolean;
          role?: string;
          to_date?: string | null;
          to_entered_at?: string | null;
          updated_at?: string;
          version?: number;
        };
        Update: {
          committee_id?: string;
          created_at?: string;
          director_id?: string;
          from_date?: string;
          from_entered_at?: string | null;
          id?: string;
          is_sample?: boolean;
          role?: string;
          to_date?: string | null;
          to_entered_at?: string | null;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'committee_members_committee_id_fkey';
            columns: ['committee_id'];
            isOneToOne: false;
            referencedRelation: 'board_committees';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'committee_members_director_id_fkey';
            columns: ['director_id'];
            isOneToOne: false;
            referencedRelation: 'board_directors';
            referencedColumns: ['id'];
          },
        ];
      };
      company_contacts: {
        Row: {
          cin: string;
          created_at: string;
          effective_on: string;
          id: string;
          investor_email: string;
          is_sample: boolean;
          phone: string;
          plant: string;
          registered_office: string;
          singleton: boolean;
          updated_at: string;
          version: number;
        };
        Insert: {
          cin: string;
          created_at?: string;
          effective_on: string;
          id?: string;
          investor_email: string;
          is_sample?: boolean;
          phone: string;
          plant?: string;
          registered_office: string;
          singleton?: boolean;
          updated_at?: string;
          version?: number;
        };
        Update: {
          cin?: string;
          created_at?: string;
          effective_on?: string;
          id?: string;
          investor_email?: string;
          is_sample?: boolean;
          phone?: string;
          plant?: string;
          registered_office?: string;
          singleton?: boolean;
          updated_at?: string;
          version?: number;
        };
        Relationships: [];
      };
      compliance_answers: {
        Row: {
          answer: string;
          created_at: string;
          id: string;
          reason: string | null;
          subject: string;
          updated_at: string;
        };
        Insert: {
          answer: string;
          created_at?: string;
          id?: string;
          reason?: string | null;
          subject: string;
          updated_at?: string;
        };
        Update: {
          answer?: string;
          created_at?: string;
          id?: string;
          reason?: string | null;
          subject?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      compliance_settings: {
        Row: {
          created_at: string;
          id: string;
          records_begin: string;
          singleton: boolean;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          records_begin: string;
          singleton?: boolean;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          records_begin?: string;
          singleton?: boolean;
          updated_at?: string;
        };
        Relationships: [];
      };
      corporate_announcement: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      credit_ratings: {
        Row: {
          agency: string;
          created_at: string;
          id: string;
          instrument: string;
          is_sample: boolean;
          outlook: string | null;
          rated_on: string;
          rating: string;
          rating_entered_at: string | null;
          rationale_url: string;
          revises: string | null;
          updated_at: string;
          version: number;
          withdrawal_entered_at: string | null;
          withdrawn_on: string | null;
        };
        Insert: {
          agency: string;
          created_at?: string;
          id?: string;
          instrument: string;
          is_sample?: boolean;
          outlook?: string | null;
          rated_on: string;
          rating: string;
          rating_entered_at?: string | null;
          rationale_url: string;
          revises?: string | null;
          updated_at?: string;
          version?: number;
          withdrawal_entered_at?: string | null;
          withdrawn_on?: string | null;
        };
        Update: {
          agency?: string;
          created_at?: string;
          id?: string;
          instrument?: string;
          is_sample?: boolean;
          outlook?: string | null;
          rated_on?: string;
          rating?: string;
          rating_entered_at?: string | null;
          rationale_url?: string;
          revises?: string | null;
          updated_at?: string;
          version?: number;
          withdrawal_entered_at?: string | null;
          withdrawn_on?: string | null;
        };
        Relationships: [];
      };
      dividends: {
        Row: {
          amount_per_share: number;
          created_at: string;
          declared_on: string | null;
          face_value: number;
          financial_year: string;
          id: string;
          iepf_credited_on: string | null;
          is_sample: boolean;
          kind: string;
          payment_date: string;
          record_date: string;
          unpaid_statement_link: string | null;
          unpaid_transferred_on: string | null;
        };
        Insert: {
          amount_per_share: number;
          created_at?: string;
          declared_on?: string | null;
          face_value: number;
          financial_year: string;
          id?: string;
          iepf_credited_on?: string | null;
          is_sample?: boolean;
          kind: string;
          payment_date: string;
          record_date: string;
          unpaid_statement_link?: string | null;
          unpaid_transferred_on?: string | null;
        };
        Update: {
          amount_per_share?: number;
          created_at?: string;
          declared_on?: string | null;
          face_value?: number;
          financial_year?: string;
          id?: string;
          iepf_credited_on?: string | null;
          is_sample?: boolean;
          kind?: string;
          payment_date?: string;
          record_date?: string;
          unpaid_statement_link?: string | null;
          unpaid_transferred_on?: string | null;
        };
        Relationships: [];
      };
      duty_recipients: {
        Row: {
          address: string;
          confirmed_at: string | null;
          created_at: string;
          id: string;
        };
        Insert: {
          address: string;
          confirmed_at?: string | null;
          created_at?: string;
          id?: string;
        };
        Update: {
          address?: string;
          confirmed_at?: string | null;
          created_at?: string;
          id?: string;
        };
        Relationships: [];
      };
      duty_settings: {
        Row: {
          created_at: string;
          digest: boolean;
          digest_when_clear: string;
          id: string;
          lead_annual: number;
          lead_event: number;
          lead_quarterly: number;
          only_row: boolean;
          overdue: boolean;
          reminders: boolean;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          digest?: boolean;
          digest_when_clear?: string;
          id?: string;
          lead_annual?: number;
          lead_event?: number;
          lead_quarterly?: number;
          only_row?: boolean;
          overdue?: boolean;
          reminders?: boolean;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          digest?: boolean;
          digest_when_clear?: string;
          id?: string;
          lead_annual?: number;
          lead_event?: number;
          lead_quarterly?: number;
          only_row?: boolean;
          overdue?: boolean;
          reminders?: boolean;
          updated_at?: string;
        };
        Relationships: [];
      };
      exchange_holidays: {
        Row: {
          created_at: string;
          holiday_date: string;
          id: string;
          is_sample: boolean;
          name: string;
        };
        Insert: {
          created_at?: string;
          holiday_date: string;
          id?: string;
          is_sample?: boolean;
          name: string;
        };
        Update: {
          created_at?: string;
          holiday_date?: string;
          id?: string;
          is_sample?: boolean;
          name?: string;
        };
        Relationships: [];
      };
      familiarization_program: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      financial_report: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      financial_results: {
        Row: {
          audited: boolean;
          basic_eps: number;
          basis: string;
          created_at: string;
          diluted_eps: number;
          document_id: string | null;
          exceptional_items: number;
          face_value: number;
          id: string;
          is_sample: boolean;
          other_comprehensive_income: number;
          other_income: number;
          paid_up_capital: number;
          period_end: string;
          period_kind: string;
          period_start: string;
          profit_before_tax: number;
          profit_for_period: number;
          revenue_from_operations: number;
          scale: string;
          tax_expense: number;
          total_expenses: number;
          total_income: number;
        };
        Insert: {
          audited?: boolean;
          basic_eps: number;
          basis: string;
          created_at?: string;
          diluted_eps: number;
          document_id?: string | null;
          exceptional_items?: number;
          face_value: number;
          id?: string;
          is_sample?: boolean;
          other_comprehensive_income: number;
          other_income: number;
          paid_up_capital: number;
          period_end: string;
          period_kind: string;
          period_start: string;
          profit_before_tax: number;
          profit_for_period: number;
          revenue_from_operations: number;
          scale?: string;
          tax_expense: number;
          total_expenses: number;
          total_income: number;
        };
        Update: {
          audited?: boolean;
          basic_eps?: number;
          basis?: string;
          created_at?: string;
          diluted_eps?: number;
          document_id?: string | null;
          exceptional_items?: number;
          face_value?: number;
          id?: string;
          is_sample?: boolean;
          other_comprehensive_income?: number;
          other_income?: number;
          paid_up_capital?: number;
          period_end?: string;
          period_kind?: string;
          period_start?: string;
          profit_before_tax?: number;
          profit_for_period?: number;
          revenue_from_operations?: number;
          scale?: string;
          tax_expense?: number;
          total_expenses?: number;
          total_income?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'financial_results_document_id_fkey';
            columns: ['document_id'];
            isOneToOne: false;
            referencedRelation: 'financial_report';
            referencedColumns: ['id'];
          },
        ];
      };
      general_meeting: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      iepf_transfer_notices: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      independent_director: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      independent_director_tc: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      integrated_filing_financial: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      integrated_filing_governance: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      investor_contact: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      investor_events: {
        Row: {
          board_purposes: string[] | null;
          cancelled_at: string | null;
          created_at: string;
          dividend_id: string | null;
          document_links: string[];
          ends_at: string | null;
          id: string;
          kind: string;
          link: string | null;
          place: string | null;
          purpose: string | null;
          sequence: number;
          starts_at: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          board_purposes?: string[] | null;
          cancelled_at?: string | null;
          created_at?: string;
          dividend_id?: string | null;
          document_links?: string[];
          ends_at?: string | null;
          id?: string;
          kind: string;
          link?: string | null;
          place?: string | null;
          purpose?: string | null;
          sequence?: number;
          starts_at: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          board_purposes?: string[] | null;
          cancelled_at?: string | null;
          created_at?: string;
          dividend_id?: string | null;
          document_links?: string[];
          ends_at?: string | null;
          id?: string;
          kind?: string;
          link?: string | null;
          place?: string | null;
          purpose?: string | null;
          sequence?: number;
          starts_at?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      investor_services_circulars: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      investor_services_forms: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      key_officers: {
        Row: {
          address: string | null;
          ceased_on: string | null;
          cessation_entered_at: string | null;
          cessation_reason: string | null;
          created_at: string;
          designation: string;
          director_id: string | null;
          display_order: number;
          email: string | null;
          id: string;
          is_sample: boolean;
          name: string;
          phone: string | null;
          roles: string[];
          took_charge_entered_at: string | null;
          took_charge_on: string;
          updated_at: string;
          version: number;
        };
        Insert: {
          address?: string | null;
          ceased_on?: string | null;
          cessation_entered_at?: string | null;
          cessation_reason?: string | null;
          created_at?: string;
          designation: string;
          director_id?: string | null;
          display_order?: number;
          email?: string | null;
          id?: string;
          is_sample?: boolean;
          name: string;
          phone?: string | null;
          roles: string[];
          took_charge_entered_at?: string | null;
          took_charge_on: string;
          updated_at?: string;
          version?: number;
        };
        Update: {
          address?: string | null;
          ceased_on?: string | null;
          cessation_entered_at?: string | null;
          cessation_reason?: string | null;
          created_at?: string;
          designation?: string;
          director_id?: string | null;
          display_order?: number;
          email?: string | null;
          id?: string;
          is_sample?: boolean;
          name?: string;
          phone?: string | null;
          roles?: string[];
          took_charge_entered_at?: string | null;
          took_charge_on?: string;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'key_officers_director_id_fkey';
            columns: ['director_id'];
            isOneToOne: false;
            referencedRelation: 'board_directors';
            referencedColumns: ['id'];
          },
        ];
      };
      management_structure: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      memorandum_articles: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      mgt_mgt7: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      mgt_mgt9: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      newspaper_publication: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      policies: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      quarterly_report: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      register_closure: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      replaced_files: {
        Row: {
          path: string;
          replaced_at: string;
          replaced_by: string | null;
          row_id: string;
          table_name: string;
        };
        Insert: {
          path: string;
          replaced_at?: string;
          replaced_by?: string | null;
          row_id: string;
          table_name: string;
        };
        Update: {
          path?: string;
          replaced_at?: string;
          replaced_by?: string | null;
          row_id?: string;
          table_name?: string;
        };
        Relationships: [];
      };
      reports_certificates: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      secretarial_compliance: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      shareholding_pattern: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      shareholding_quarters: {
        Row: {
          bank_shares: number;
          bodies_corporate_shares: number;
          created_at: string;
          depository_receipt_shares: number;
          employee_trust_shares: number;
          foreign_portfolio_investor_shares: number;
          government_shares: number;
          id: string;
          insurance_company_shares: number;
          is_sample: boolean;
          mutual_fund_shares: number;
          other_institution_shares: number;
          other_non_institution_shares: number;
          promoter_shares: number;
          quarter_end: string;
          resident_individual_shares: number;
          total_shares: number;
        };
        Insert: {
          bank_shares: number;
          bodies_corporate_shares: number;
          created_at?: string;
          depository_receipt_shares?: number;
          employee_trust_shares?: number;
          foreign_portfolio_investor_shares: number;
          government_shares: number;
          id?: string;
          insurance_company_shares: number;
          is_sample?: boolean;
          mutual_fund_shares: number;
          other_institution_shares: number;
          other_non_institution_shares: number;
          promoter_shares: number;
          quarter_end: string;
          resident_individual_shares: number;
          total_shares: number;
        };
        Update: {
          bank_shares?: number;
          bodies_corporate_shares?: number;
          created_at?: string;
          depository_receipt_shares?: number;
          employee_trust_shares?: number;
          foreign_portfolio_investor_shares?: number;
          government_shares?: number;
          id?: string;
          insurance_company_shares?: number;
          is_sample?: boolean;
          mutual_fund_shares?: number;
          other_institution_shares?: number;
          other_non_institution_shares?: number;
          promoter_shares?: number;
          quarter_end?: string;
          resident_individual_shares?: number;
          total_shares?: number;
        };
        Relationships: [];
      };
      unpaid_dividend_statements: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
      voting_results: {
        Row: {
          archived_at: string | null;
          archived_by: string | null;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number | null;
          id: string;
          view_download: string;
        };
        Insert: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download: string;
        };
        Update: {
          archived_at?: string | null;
          archived_by?: string | null;
          created_at?: string;
          document_date?: string;
          document_title?: string;
          file_size_bytes?: number | null;
          id?: string;
          view_download?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      all_documents: {
        Row: {
          category: string | null;
          created_at: string | null;
          document_date: string | null;
          document_title: string | null;
          file_size_bytes: number | null;
          id: string | null;
          view_download: string | null;
        };
        Relationships: [];
      };
      latest_document_dates: {
        Row: {
          category: string | null;
          latest_document_date: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      alert_delivery_health: { Args: never; Returns: Json };
      alert_desk_overview: { Args: never; Returns: Json };
      alert_subscriber_addresses: {
        Args: { purpose: string; section?: string };
        Returns: {
          confirmed_at: string;
          email: string;
          sections: string[];
        }[];
      };
      claim_alert_emails: {
        Args: { batch_size?: number; visibility_seconds?: number };
        Returns: Json;
      };
      confirm_alert_subscription: { Args: { token: string }; Returns: Json };
      confirm_duty_recipient: { Args: { token: string }; Returns: Json };
      delete_director: {
        Args: { expected_version: number; target: string };
        Returns: number;
      };
      document_text_statuses: {
        Args: never;
        Returns: {
          category: string;
          document_title: string;
          id: string;
          page_count: number;
          status: string;
          truncated: boolean;
          view_download: string;
        }[];
      };
      duty_schedule_status: { Args: never; Returns: Json };
      erase_alert_subscriber: { Args: { email: string }; Returns: Json };
      erase_my_alert_address: { Args: { token: string }; Returns: Json };
      failed_sign_in_attempts: {
        Args: never;
        Returns: {
          email: string;
          failures: number;
          free_failures: number;
          hook_called_at: string;
          kind: string;
          last_failed_at: string;
          longest_wait_seconds: number;
          refusals: number;
          since: string;
          wait_seconds: number;
        }[];
      };
      file_links: {
        Args: { file_paths: string[] };
        Returns: {
          archived: boolean;
          file_path: string;
          place: string;
          starts_at: string;
          title: string;
        }[];
      };
      finish_alert_emails: {
        Args: { done?: boolean; results: Json };
        Returns: Json;
      };
      iepf_statement_years: {
        Args: never;
        Returns: {
          financial_year: string;
          imported_at: string;
          row_count: number;
        }[];
      };
      import_iepf_statement: {
        Args: { financial_year: string; statement_rows: Json };
        Returns: Json;
      };
      lookup_unclaimed_dividends: {
        Args: { account: string };
        Returns: {
          amount: number;
          financial_year: string;
          last_date_to_claim: string;
        }[];
      };
      record_alert_delivery_event: {
        Args: { detail?: string; email: string; event_id: string; kind: string };
        Returns: Json;
      };
      record_duty_schedule: { Args: { items: Json }; Returns: Json };
      release_held_alert: {
        Args: { publication: string; send: boolean };
        Returns: undefined;
      };
      retry_failed_alert_email: { Args: { email: string }; Returns: undefined };
      save_document_text: {
        Args: {
          extraction_status: string;
          page_count?: number;
          page_texts: Json;
          target_category: string;
          target_id: string;
          truncated?: boolean;
        };
        Returns: undefined;
      };
      save_financial_results: {
        Args: { periods: Json; replace_existing?: boolean };
        Returns: Json;
      };
      search_documents: {
        Args: { result_limit?: number; search_query: string };
        Returns: {
          best_page: number;
          category: string;
          created_at: string;
          document_date: string;
          document_title: string;
          file_size_bytes: number;
          id: string;
          rank: number;
          snippet: string;
          view_download: string;
        }[];
      };
      send_test_alert: { Args: never; Returns: Json };
      set_committee_composition: {
        Args: {
          chair: string;
          effective_on: string;
          expected_chair: string;
          expected_members: string[];
          members: string[];
          target_committee: string;
        };
        Returns: number;
      };
      subscribe_to_alerts: {
        Args: { email: string; notice_version: string; sections: string[] };
        Returns: Json;
      };
      unsubscribe_from_alerts: {
        Args: { channel?: string; token: string };
        Returns: Json;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
