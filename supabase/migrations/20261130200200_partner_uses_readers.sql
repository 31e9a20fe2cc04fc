-- Issue 46, what the member's functions do with company seats and the provider's uses. Replaces
-- my_membership(), register_coverage_use() and undo_coverage_use() of the earlier migrations (which
-- stay as applied); their contract (../shared/contracts/membership.md) is unchanged.
--
-- my_membership() adds, when the caller is on a plan (without one the answer is as before):
--   company      {name, covers_until} while the plan is a company seat's, else null.
--   period_uses  the current period's uses as the app lists them, newest first (at most 200): the
--                whole plan's to the holder, their own to a joined member; each
--                {id, service_id, member_id, used_at, recorded_by: 'member' | 'provider',
--                 undo_until (ISO, or null when the caller cannot undo it any more), merged_member_use_id}.
--                A member's use that a provider's use stands for (the same service, plan and period
--                within 24 hours: docs/decisions.md "Issue 46") is not listed: the provider's entry
--                is, with merged_member_use_id naming it. member_id is the added person's id when the
--                provider gave the service to someone without an account.
--   recent_uses  as before, each entry with recorded_by; the provider's uses and the member's uses a
--                provider's use stands for are left out (nobody on the plan can undo them).
--   uses         counts the provider's uses; a member's use a provider's use stands for does not
--                count twice. status follows a company contract for a company seat.
-- register_coverage_use(service_id): a member's use of a service that the provider recorded within
--   24 hours is that same event: it is kept (and returned) but counts once, so it is never refused
--   for the cap. The plan's status follows a company contract.
-- undo_coverage_use(use_id): a use recorded by the provider is refused:
--   VM006  Ese uso lo registró el proveedor y no se puede deshacer.

create or replace function public.register_coverage_use(service_id text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  plan_id uuid := membership_private.membership_of(uid);
  m public.memberships;
  cap public.coverage_caps;
  period timestamptz;
  same_event uuid;
  new_use uuid;
begin
  select * into cap from public.coverage_caps c
   where c.service_id = register_coverage_use.service_id and not c.retired;
  if not found then
    raise exception 'Ese servicio no existe en tu cobertura.' using errcode = 'VM001';
  end if;
  -- The plan's row is locked so that two uses at once cannot both take the last event.
  select * into m from public.memberships where id = plan_id for update;
  if not found or membership_private.plan_status(m, now()) <> 'active' then
    raise exception 'Tu plan no está activo.' using errcode = 'VM002';
  end if;
  period := membership_private.period_start_at(plan_id, now());
  same_event := membership_private.provider_use_to_merge(plan_id, period, cap.service_id);
  if same_event is null and not cap.unlimited and coalesce((
    select counted.uses from membership_private.counted_uses(plan_id, period) counted
     where counted.service_id = cap.service_id
  ), 0) >= cap.events then
    raise exception 'Ya usaste todos los eventos de este servicio en este periodo.'
      using errcode = 'VM003';
  end if;
  insert into public.coverage_uses (membership_id, user_id, service_id, period_start)
  values (plan_id, uid, cap.service_id, period)
  returning id into new_use;
  if same_event is not null then
    update partner_private.partner_uses p set member_use_id = new_use where p.use_id = same_event;
  end if;
  return new_use;
end;
$$;

-- The holder undoes any member's use on their plan; a member only their own. Both within 10
-- minutes; never a use the provider recorded.
create or replace function public.undo_coverage_use(use_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  used public.coverage_uses;
begin
  select * into used from public.coverage_uses u
   where u.id = use_id and u.undone_at is null
     and (
       u.user_id = uid
       or exists (
         select 1 from public.memberships m where m.id = u.membership_id and m.holder_id = uid
       )
     )
   for update of u;
  if not found then
    raise exception 'No encontramos ese uso.' using errcode = 'VM004';
  end if;
  if used.recorded_by = 'provider' then
    raise exception 'Ese uso lo registró el proveedor y no se puede deshacer.' using errcode = 'VM006';
  end if;
  if now() - used.used_at >= interval '10 minutes' then
    raise exception 'Solo puedes deshacer un uso en los 10 minutos siguientes a registrarlo.'
      using errcode = 'VM005';
  end if;
  update public.coverage_uses set undone_at = now() where id = used.id;
end;
$$;

create or replace function public.my_membership()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  plan_id uuid := membership_private.membership_of(uid);
  m public.memberships;
  family public.families;
  contract membership_private.company_contracts;
  period timestamptz;
  holds boolean;
  code_works boolean;
begin
  if plan_id is null then
    return jsonb_build_object(
      'status', 'pending', 'role', null, 'plan', null, 'family_size', null, 'frequency', null,
      'next_payment_date', null, 'family_code', null, 'family_code_expires_at', null,
      'members', '[]'::jsonb, 'uses', '{}'::jsonb, 'recent_uses', '[]'::jsonb
    );
  end if;
  select * into m from public.memberships where id = plan_id;
  select * into family from public.families f where f.membership_id = plan_id;
  select * into contract from membership_private.company_contracts c
   where c.id = m.company_contract_id;
  period := membership_private.period_start_at(plan_id, now());
  holds := m.holder_id = uid;
  code_works := holds and m.plan = 'familiar' and family.code_expires_at > now();
  return jsonb_build_object(
    'status', membership_private.plan_status(m, now()),
    'role', case when holds then 'holder' else 'member' end,
    'plan', m.plan,
    'family_size', m.family_size,
    'frequency', m.frequency,
    'next_payment_date', membership_private.iso(m.next_payment_date),
    'family_code', case when code_works then family.code end,
    'family_code_expires_at',
      case when code_works then membership_private.iso(family.code_expires_at) end,
    'company', case when contract.id is not null then jsonb_build_object(
        'name', contract.company,
        'covers_until', membership_private.iso(membership_private.contract_ends_at(contract))
      ) end,
    'members', jsonb_build_array(jsonb_build_object(
        'id', m.holder_id,
        'name', case
          when holds then membership_private.account_name(m.holder_id)
          else membership_private.first_name(membership_private.account_name(m.holder_id))
        end,
        'role', 'holder'
      )) || coalesce((
        select jsonb_agg(
            case when holds then jsonb_build_object(
                'id', coalesce(fm.user_id, fm.id),
                'name', coalesce(fm.name, membership_private.account_name(fm.user_id)),
                'role', 'member',
                'kind', case when fm.user_id is null then 'added' else 'joined' end,
                'since', membership_private.iso(fm.added_at)
              )
            else jsonb_build_object(
                'id', coalesce(fm.user_id, fm.id),
                'name', case
                  when fm.user_id = uid then membership_private.account_name(uid)
                  else membership_private.first_name(
                    coalesce(fm.name, membership_private.account_name(fm.user_id))
                  )
                end,
                'role', 'member'
              )
            end
            order by fm.added_at, fm.id)
          from public.family_members fm where fm.family_id = family.id
      ), '[]'::jsonb),
    'uses', coalesce((
        select jsonb_object_agg(counted.service_id, counted.uses)
          from membership_private.counted_uses(plan_id, period) counted
      ), '{}'::jsonb),
    'recent_uses', coalesce((
        select jsonb_agg(jsonb_build_object(
            'id', u.id,
            'service_id', u.service_id,
            'member_id', u.user_id,
            'used_at', membership_private.iso(u.used_at),
            'recorded_by', u.recorded_by
          ) order by u.used_at desc, u.id)
          from public.coverage_uses u
         where u.membership_id = plan_id and u.undone_at is null
           and u.used_at > now() - interval '10 minutes'
           and u.recorded_by = 'member'
           and (holds or u.user_id = uid)
           and not membership_private.merged_member_use(u.id)
      ), '[]'::jsonb),
    'period_uses', coalesce((
        select jsonb_agg(listed.entry order by listed.used_at desc, listed.id)
          from (
            select u.id, u.used_at, jsonb_build_object(
                'id', u.id,
                'service_id', u.service_id,
                'member_id', coalesce(p.beneficiary_id, u.user_id),
                'used_at', membership_private.iso(u.used_at),
                'recorded_by', u.recorded_by,
                'undo_until', case
                  when u.recorded_by = 'member' and u.used_at > now() - interval '10 minutes'
                    then membership_private.iso(u.used_at + interval '10 minutes')
                end,
                'merged_member_use_id', case when mu.undone_at is null then mu.id end
              ) as entry
              from public.coverage_uses u
              left join partner_private.partner_uses p on p.use_id = u.id
              left join public.coverage_uses mu on mu.id = p.member_use_id
             where u.membership_id = plan_id and u.period_start = period and u.undone_at is null
               and (holds or u.user_id = uid)
               and not (u.recorded_by = 'member' and membership_private.merged_member_use(u.id))
             order by u.used_at desc, u.id
             limit 200
          ) listed
      ), '[]'::jsonb)
  );
end;
$$;
