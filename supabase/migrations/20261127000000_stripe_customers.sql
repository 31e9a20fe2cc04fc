-- The Stripe customer of each member, kept by the payment Edge Functions (create-payment makes one on
-- a member's first payment; SPEI transfers need one, and cards and OXXO use the same). Only the
-- service role (the functions, with the service role key) reads or writes it: members never see
-- Stripe ids, and anon has nothing.
create table public.stripe_customers (
  member uuid primary key references auth.users (id) on delete cascade,
  customer_id text not null unique check (customer_id ~ '^cus_[A-Za-z0-9]+$'),
  created_at timestamptz not null default now()
);

alter table public.stripe_customers enable row level security;
-- No policy: with row-level security on and no policy, anon and authenticated see no row even if a
-- grant were added later; the service role bypasses RLS.
revoke all on table public.stripe_customers from anon, authenticated;
grant select, insert on table public.stripe_customers to service_role;
