-- Issue 46, the partner API in the database: public.partner_request(api_key, action, request) is the
-- one call the Edge Function partner-api makes (with the service role) per request, and the
-- operator's functions for keys and the audit (npm run partner:keys, npm run partner:audit). The
-- whole request runs in this one function, so the key check, the rate limit, the answer and the
-- audit row commit together. docs/partner-api.md is the interface; supabase/functions/partner-api/
-- openapi.yaml describes the HTTP answers this function's {status, body} become.
--
-- Every refusal is returned, never raised, so that its audit row is kept:
--   401 unauthorized       no key, a wrong key, a revoked key (one answer for all three)
--   429 rate_limited       more calls this minute than the key's rate (retry_after: seconds)
--   400 bad_request        a missing or malformed field (message says which)
--   422 unknown_service    a service not in the catalogue
--   422 not_covered        register-use for a person with no active plan, or no such person (one
--                          answer for both; verify answers {covered: false} for both)
--   409 no_uses_left       the service's events of the period are used up
--   409 case_reference_conflict  the case reference was used for another person or service
--   409 case_voided        the case reference names a use that was voided
--   409 ledger_full        the member's account reached its 10,000 uses (23Q03)
--   404 not_found          void-use of a case reference this partner never recorded
--   409 void_window_passed void-use more than 72 hours after the use was recorded

-- ---------------------------------------------------------------------------------------------------
-- Looking a person up

-- The person a partner asks about, by card, or by CURP and birth date: the first candidate whose
-- plan is active (accounts by card; then accounts by their profile's CURP; then people added to a
-- family), else nothing. found_account is the account the use is kept under (the holder for an
-- added person), found_beneficiary the added person.
create function membership_private.partner_person(
  wanted_card text,
  wanted_curp text,
  wanted_birth date,
  out found_account uuid,
  out found_beneficiary uuid,
  out found_plan uuid
)
language plpgsql
stable
set search_path = ''
as $$
declare
  candidate record;
  m public.memberships;
begin
  for candidate in
    select c.user_id as account, null::uuid as beneficiary,
           membership_private.membership_of(c.user_id) as plan_id, 0 as rank
      from membership_private.member_cards c
     where wanted_card is not null and c.card_id = wanted_card
    union all
    select i.user_id, null::uuid, membership_private.membership_of(i.user_id), 1
      from membership_private.member_identities i
     where wanted_card is null and i.curp = wanted_curp and i.birth_date = wanted_birth
    union all
    select holder.holder_id, fm.id, holder.id, 2
      from public.family_members fm
      join public.families f on f.id = fm.family_id
      join public.memberships holder on holder.id = f.membership_id
     where wanted_card is null and fm.user_id is null
       and fm.curp = wanted_curp and fm.birth_date = wanted_birth
     order by 4
  loop
    continue when candidate.plan_id is null;
    select * into m from public.memberships own where own.id = candidate.plan_id;
    if membership_private.plan_status(m, now()) = 'active' then
      found_account := candidate.account;
      found_beneficiary := candidate.beneficiary;
      found_plan := candidate.plan_id;
      return;
    end if;
  end loop;
end;
$$;

-- The uses left of every service of the catalogue on a plan now: [{service_id, unlimited,
-- uses_left}], uses_left null for an unlimited service.
create function membership_private.uses_left(plan_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'service_id', c.service_id,
      'unlimited', c.unlimited,
      'uses_left', case when not c.unlimited then greatest(c.events - coalesce(counted.uses, 0), 0) end
    ) order by c.service_id), '[]'::jsonb)
    from public.coverage_caps c
    left join membership_private.counted_uses(
      plan_id, membership_private.period_start_at(plan_id, now())
    ) counted on counted.service_id = c.service_id
   where not c.retired
$$;

-- A refusal as the API answers it.
create function membership_private.partner_refusal(status int, error text, message text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('status', status, 'body', jsonb_build_object('error', error, 'message', message))
$$;

-- The person named by a request: {card} or {curp, birth_date}. Returns the cleaned values, or a
-- refusal in `refusal`.
create function membership_private.partner_identity(
  request jsonb,
  out card text,
  out curp text,
  out birth date,
  out refusal jsonb
)
language plpgsql
immutable
set search_path = ''
as $$
declare
  typed_birth text := btrim(coalesce(request ->> 'birth_date', ''));
begin
  if jsonb_typeof(request) is distinct from 'object' then
    refusal := membership_private.partner_refusal(400, 'bad_request', 'El cuerpo debe ser un objeto JSON.');
    return;
  end if;
  if request ? 'card' and (request ? 'curp' or request ? 'birth_date') then
    refusal := membership_private.partner_refusal(400, 'bad_request',
      'Envía el número de tarjeta, o el CURP con la fecha de nacimiento, no ambos.');
    return;
  end if;
  if request ? 'card' then
    card := upper(btrim(coalesce(request ->> 'card', '')));
    if card !~ '^VITA-[0-9A-F]{8}$' then
      refusal := membership_private.partner_refusal(400, 'bad_request',
        'El número de tarjeta es VITA- y 8 caracteres (0-9, A-F).');
    end if;
    return;
  end if;
  curp := upper(btrim(coalesce(request ->> 'curp', '')));
  if curp !~ '^[A-Z0-9]{18}$' then
    refusal := membership_private.partner_refusal(400, 'bad_request',
      'Envía el número de tarjeta, o el CURP (18 caracteres) con la fecha de nacimiento.');
    return;
  end if;
  if typed_birth ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    begin
      birth := typed_birth::date;
    exception when others then
      birth := null;
    end;
  end if;
  if birth is null then
    refusal := membership_private.partner_refusal(400, 'bad_request',
      'La fecha de nacimiento va como AAAA-MM-DD.');
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- The API

create function public.partner_request(api_key text, action text, request jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  k partner_private.partner_keys;
  sent_prefix text := substring(coalesce(api_key, '') from '^(vpk_[2-9A-HJ-NP-Z]{8})_');
  window_calls int;
  who record;
  person record;
  cap public.coverage_caps;
  m public.memberships;
  period timestamptz;
  ref text;
  reason text;
  earlier record;
  same_event uuid;
  used public.coverage_uses;
  answer jsonb;
  audit_member uuid;
  audit_beneficiary uuid;
  audit_service text;
  audit_use uuid;
begin
  select * into k from partner_private.partner_keys pk
   where pk.key_hash = sha256(convert_to(coalesce(api_key, ''), 'UTF8'));
  if not found or k.revoked_at is not null then
    answer := membership_private.partner_refusal(401, 'unauthorized',
      'Falta la clave de acceso, no es válida o fue revocada.');
    insert into partner_private.partner_calls (key_id, key_prefix, partner, action, status, outcome)
    values (k.id, coalesce(k.prefix, sent_prefix), k.partner, left(coalesce(action, ''), 40), 401,
      case when k.id is null then 'unauthorized' else 'revoked_key' end);
    return answer;
  end if;

  -- The rate: calls of this key in this minute (refused ones too).
  insert into partner_private.rate_windows as w (key_id, window_start, calls)
  values (k.id, date_trunc('minute', now()), 1)
  on conflict (key_id, window_start) do update set calls = w.calls + 1
  returning w.calls into window_calls;
  if window_calls = 1 then
    delete from partner_private.rate_windows w
     where w.key_id = k.id and w.window_start < now() - interval '1 hour';
  end if;
  update partner_private.partner_keys pk set last_used_at = now() where pk.id = k.id;
  if window_calls > k.rate_per_minute then
    answer := membership_private.partner_refusal(429, 'rate_limited',
      'Demasiadas consultas con esta clave; espera al siguiente minuto.')
      || jsonb_build_object('retry_after', greatest(1, ceil(extract(epoch from
        date_trunc('minute', now()) + interval '1 minute' - now()))::int));
    insert into partner_private.partner_calls (key_id, key_prefix, partner, action, status, outcome)
    values (k.id, k.prefix, k.partner, left(coalesce(action, ''), 40), 429, 'rate_limited');
    return answer;
  end if;

  if action = 'verify' or action = 'register-use' then
    select * into who from membership_private.partner_identity(request);
    if who.refusal is not null then
      answer := who.refusal;
    else
      select * into person
        from membership_private.partner_person(who.card, who.curp, who.birth);
      audit_member := person.found_account;
      audit_beneficiary := person.found_beneficiary;
    end if;
  end if;

  if answer is not null then
    null;
  elsif action = 'verify' then
    answer := jsonb_build_object('status', 200, 'body', jsonb_build_object(
      'covered', person.found_plan is not null,
      'checked_at', membership_private.iso(now()),
      'services', case when person.found_plan is not null
        then membership_private.uses_left(person.found_plan) else '[]'::jsonb end
    ));

  elsif action = 'register-use' then
    ref := btrim(coalesce(request ->> 'case_reference', ''));
    audit_service := left(request ->> 'service_id', 100);
    if ref !~ '^[A-Za-z0-9._:/#-]{1,100}$' then
      answer := membership_private.partner_refusal(400, 'bad_request',
        'case_reference va de 1 a 100 caracteres: letras, números y . _ : / # -');
    else
      -- One request per case at a time, so a retry sent twice records one use.
      perform pg_advisory_xact_lock(hashtextextended('partner_case:' || k.partner || ':' || ref, 0));
      select * into cap from public.coverage_caps c
       where c.service_id = request ->> 'service_id' and not c.retired;
      select u.*, p.beneficiary_id, p.voided_at into earlier
        from partner_private.partner_uses p join public.coverage_uses u on u.id = p.use_id
       where p.partner = k.partner and p.case_reference = ref;
      if cap.service_id is null then
        answer := membership_private.partner_refusal(422, 'unknown_service',
          'Ese servicio no está en el catálogo.');
      elsif earlier.id is not null then
        audit_use := earlier.id;
        -- The same case again: the same answer, unless it names another service or another
        -- person (a person no longer found, their plan having lapsed, is not another person).
        if earlier.service_id <> cap.service_id
          or person.found_account is not null and (
            earlier.user_id <> person.found_account
            or earlier.beneficiary_id is distinct from person.found_beneficiary
          )
        then
          answer := membership_private.partner_refusal(409, 'case_reference_conflict',
            'Esa referencia de caso ya se usó para otra persona u otro servicio.');
        elsif earlier.voided_at is not null then
          answer := membership_private.partner_refusal(409, 'case_voided',
            'Ese caso se anuló; registra el servicio con otra referencia.');
        else
          answer := jsonb_build_object('status', 200, 'body', jsonb_build_object(
            'use_id', earlier.id,
            'service_id', earlier.service_id,
            'case_reference', ref,
            'recorded_at', membership_private.iso(earlier.used_at),
            'uses_left', (
              select s -> 'uses_left' from jsonb_array_elements(
                membership_private.uses_left(earlier.membership_id)) s
               where s ->> 'service_id' = earlier.service_id
            ),
            'replayed', true
          ));
        end if;
      elsif person.found_plan is null then
        answer := membership_private.partner_refusal(422, 'not_covered',
          'Esa persona no tiene un plan activo con nosotros.');
      else
        -- The plan's row is locked so that two uses at once cannot both take the last event.
        select * into m from public.memberships own where own.id = person.found_plan for update;
        period := membership_private.period_start_at(m.id, now());
        same_event := membership_private.member_use_to_merge(m.id, period, cap.service_id);
        if same_event is null and not cap.unlimited and coalesce((
          select counted.uses from membership_private.counted_uses(m.id, period) counted
           where counted.service_id = cap.service_id
        ), 0) >= cap.events then
          answer := membership_private.partner_refusal(409, 'no_uses_left',
            'Ya no quedan usos de este servicio en el periodo del plan.');
        else
          begin
            insert into public.coverage_uses (
              membership_id, user_id, service_id, period_start, recorded_by
            ) values (
              m.id, person.found_account, cap.service_id, period, 'provider'
            ) returning * into used;
            insert into partner_private.partner_uses (
              use_id, key_id, partner, case_reference, beneficiary_id, member_use_id
            ) values (
              used.id, k.id, k.partner, ref, person.found_beneficiary, same_event
            );
            audit_use := used.id;
            answer := jsonb_build_object('status', 201, 'body', jsonb_build_object(
              'use_id', used.id,
              'service_id', used.service_id,
              'case_reference', ref,
              'recorded_at', membership_private.iso(used.used_at),
              'uses_left', case when not cap.unlimited then greatest(cap.events - coalesce((
                  select counted.uses from membership_private.counted_uses(m.id, period) counted
                   where counted.service_id = cap.service_id
                ), 0), 0) end,
              'replayed', false
            ));
          exception when sqlstate '23Q03' then
            answer := membership_private.partner_refusal(409, 'ledger_full',
              'La cuenta de esta persona llegó a su límite de usos registrados; escríbenos.');
          end;
        end if;
      end if;
    end if;

  elsif action = 'void-use' then
    ref := btrim(coalesce(request ->> 'case_reference', ''));
    reason := btrim(coalesce(request ->> 'reason', ''));
    if jsonb_typeof(request) is distinct from 'object' or ref !~ '^[A-Za-z0-9._:/#-]{1,100}$' then
      answer := membership_private.partner_refusal(400, 'bad_request',
        'Envía la case_reference del uso que quieres anular.');
    elsif char_length(reason) < 3 or char_length(reason) > 500 then
      answer := membership_private.partner_refusal(400, 'bad_request',
        'Escribe el motivo de la anulación (de 3 a 500 caracteres).');
    else
      select u.*, p.voided_at, p.beneficiary_id into earlier
        from partner_private.partner_uses p join public.coverage_uses u on u.id = p.use_id
       where p.partner = k.partner and p.case_reference = ref
         for update of p;
      if earlier.id is null then
        answer := membership_private.partner_refusal(404, 'not_found',
          'No registraste ningún uso con esa referencia de caso.');
      else
        audit_use := earlier.id;
        audit_member := earlier.user_id;
        audit_beneficiary := earlier.beneficiary_id;
        audit_service := earlier.service_id;
        if earlier.voided_at is null and now() - earlier.used_at > interval '72 hours' then
          answer := membership_private.partner_refusal(409, 'void_window_passed',
            'Un uso se anula dentro de las 72 horas siguientes a registrarlo.');
        else
          if earlier.voided_at is null then
            update public.coverage_uses u set undone_at = now() where u.id = earlier.id;
            update partner_private.partner_uses p
               set voided_at = now(), void_reason = reason
             where p.use_id = earlier.id;
          end if;
          answer := jsonb_build_object('status', 200, 'body', jsonb_build_object(
            'use_id', earlier.id,
            'case_reference', ref,
            'voided_at', membership_private.iso(coalesce(earlier.voided_at, now()))
          ));
        end if;
      end if;
    end if;

  else
    answer := membership_private.partner_refusal(404, 'not_found',
      'Las llamadas son verify, register-use y void-use.');
  end if;

  insert into partner_private.partner_calls (
    key_id, key_prefix, partner, action, status, outcome, member_id, beneficiary_id, service_id,
    case_reference, use_id
  ) values (
    k.id, k.prefix, k.partner, left(coalesce(action, ''), 40), (answer ->> 'status')::int,
    coalesce(answer -> 'body' ->> 'error', 'ok'), audit_member, audit_beneficiary,
    left(audit_service, 100), left(ref, 100), audit_use
  );
  return answer;
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- The operator's functions

-- A new key for a partner: {id, partner, prefix, key, rate_per_minute}. The key is in this answer
-- only; the database keeps its SHA-256. vpk_<8 symbols>_<40 symbols>: 200 random bits after the prefix.
create function public.create_partner_key(partner text, rate_per_minute int default 60)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  name text := btrim(coalesce(partner, ''));
  new_prefix text;
  secret text;
  key_id uuid;
begin
  if name = '' or char_length(name) > 120 then
    raise exception 'Datos de la clave inválidos: falta el nombre del proveedor.' using errcode = 'VM070';
  end if;
  if rate_per_minute is null or rate_per_minute < 1 or rate_per_minute > 100000 then
    raise exception 'Datos de la clave inválidos: el límite va de 1 a 100000 llamadas por minuto.'
      using errcode = 'VM070';
  end if;
  loop
    new_prefix := 'vpk_' || membership_private.random_symbols(8);
    exit when not exists (
      select 1 from partner_private.partner_keys pk where pk.prefix = new_prefix
    );
  end loop;
  secret := new_prefix || '_' || membership_private.random_symbols(40);
  insert into partner_private.partner_keys (partner, prefix, key_hash, rate_per_minute)
  values (name, new_prefix, sha256(convert_to(secret, 'UTF8')), create_partner_key.rate_per_minute)
  returning id into key_id;
  return jsonb_build_object('id', key_id, 'partner', name, 'prefix', new_prefix, 'key', secret,
    'rate_per_minute', create_partner_key.rate_per_minute);
end;
$$;

create function public.revoke_partner_key(prefix text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  revoked partner_private.partner_keys;
begin
  update partner_private.partner_keys pk
     set revoked_at = coalesce(pk.revoked_at, now())
   where pk.prefix = btrim(revoke_partner_key.prefix)
  returning * into revoked;
  if not found then
    raise exception 'No hay ninguna clave con ese prefijo.' using errcode = 'VM071';
  end if;
  return jsonb_build_object('prefix', revoked.prefix, 'partner', revoked.partner,
    'revoked_at', membership_private.iso(revoked.revoked_at));
end;
$$;

create function public.list_partner_keys()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', pk.id, 'partner', pk.partner, 'prefix', pk.prefix,
      'rate_per_minute', pk.rate_per_minute,
      'created_at', membership_private.iso(pk.created_at),
      'revoked_at', membership_private.iso(pk.revoked_at),
      'last_used_at', membership_private.iso(pk.last_used_at)
    ) order by pk.created_at desc, pk.id), '[]'::jsonb)
    from partner_private.partner_keys pk
$$;

-- The partner's calls about a member (as the account the use is kept under), newest first.
create function public.list_partner_calls(
  member uuid,
  since timestamptz default null,
  max_rows int default 100
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', c.id, 'called_at', membership_private.iso(c.called_at), 'partner', c.partner,
      'key_prefix', c.key_prefix, 'action', c.action, 'status', c.status, 'outcome', c.outcome,
      'beneficiary_id', c.beneficiary_id, 'service_id', c.service_id,
      'case_reference', c.case_reference, 'use_id', c.use_id
    ) order by c.called_at desc, c.id desc), '[]'::jsonb)
    from (
      select * from partner_private.partner_calls pc
       where pc.member_id = list_partner_calls.member
         and (list_partner_calls.since is null or pc.called_at >= list_partner_calls.since)
       order by pc.called_at desc, pc.id desc
       limit greatest(1, least(coalesce(list_partner_calls.max_rows, 100), 1000))
    ) c
$$;

revoke all on function
  membership_private.partner_person(text, text, date),
  membership_private.uses_left(uuid),
  membership_private.partner_refusal(int, text, text),
  membership_private.partner_identity(jsonb)
  from public, anon, authenticated;
revoke all on function
  public.partner_request(text, text, jsonb),
  public.create_partner_key(text, int),
  public.revoke_partner_key(text),
  public.list_partner_keys(),
  public.list_partner_calls(uuid, timestamptz, int)
  from public, anon, authenticated, service_role;
grant execute on function
  public.partner_request(text, text, jsonb),
  public.create_partner_key(text, int),
  public.revoke_partner_key(text),
  public.list_partner_keys(),
  public.list_partner_calls(uuid, timestamptz, int)
  to service_role;
