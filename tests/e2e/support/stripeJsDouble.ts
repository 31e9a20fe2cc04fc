// A Stripe.js-shaped test double for the hosted payment specs, served in place of
// https://js.stripe.com/v3 (which cannot be reached here). It is NOT Stripe.js: it implements only
// what src/features/payment/StripePaymentForm.tsx calls — Stripe(key).elements({mode, amount, …}),
// create('payment') with on/mount/destroy, elements.submit/update/getElement, and
// stripe.confirmPayment({elements, clientSecret, redirect: 'if_required'}) — and its "Payment
// Element" is one plain input in the page (no iframe). Confirming does what Stripe.js does: it calls
// the (test) Stripe API's POST /v1/payment_intents/<id>/confirm with the publishable key and the
// client secret, sending the typed test card number where Stripe.js would send a tokenised card.
// The Stripe test server then answers with the PaymentIntent or a card_error with the decline code,
// and delivers the webhook event to the stripe-webhook function. 3-D Secure is not simulated.
export function stripeJsDouble(stripeApiUrl: string): string {
  return `
(function () {
  var api = ${JSON.stringify(stripeApiUrl)};
  window.Stripe = function (key) {
    window.__stripeKey = key;
    var groups = [];
    return {
      elements: function (options) {
        var element = null;
        var group = {
          options: options,
          create: function (type) {
            var handlers = {};
            var input = document.createElement('input');
            input.setAttribute('aria-label', 'Número de tarjeta (Stripe)');
            input.setAttribute('inputmode', 'numeric');
            var emit = function (name, event) { (handlers[name] || []).forEach(function (h) { h(event); }); };
            input.addEventListener('input', function () {
              emit('change', { elementType: type, complete: input.value.replace(/\\D/g, '').length === 16 });
            });
            element = {
              input: input,
              on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); },
              mount: function (node) { node.appendChild(input); setTimeout(function () { emit('ready', {}); }, 0); },
              update: function () {},
              destroy: function () { input.remove(); },
            };
            return element;
          },
          getElement: function () { return element; },
          update: function (next) { group.options = Object.assign({}, group.options, next); },
          submit: function () {
            var digits = element ? element.input.value.replace(/\\D/g, '') : '';
            return Promise.resolve(digits.length === 16 ? {} : {
              error: { type: 'validation_error', code: 'incomplete_number', message: 'El número de tarjeta está incompleto.' },
            });
          },
        };
        groups.push(group);
        return group;
      },
      confirmPayment: function (params) {
        var secret = params.clientSecret;
        var id = secret.split('_secret_')[0];
        var element = params.elements.getElement('payment');
        var body = new URLSearchParams();
        body.set('client_secret', secret);
        body.set('payment_method_data[type]', 'card');
        body.set('payment_method_data[card][number]', element.input.value.replace(/\\D/g, ''));
        return fetch(api + '/v1/payment_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { authorization: 'Bearer ' + key, 'content-type': 'application/x-www-form-urlencoded' },
          body: body,
        }).then(function (response) {
          return response.json().then(function (json) {
            return response.ok ? { paymentIntent: json } : { error: json.error };
          });
        });
      },
    };
  };
  window.Stripe.version = 3;
})();
`;
}
