/* global document */
// The resend countdown of the code page: the button waits until a new code may be sent (the server
// refuses an early resend either way, so the page still works without this script).
const hint = document.getElementById('resend-countdown');
const resend = document.getElementById('resend');
// After a wrong code the error says when a new code may be sent, then offers it (the server rendered both).
const wait = document.getElementById('code-wait');
const offer = document.getElementById('code-resend-action');
if (hint && resend) {
  let seconds = Number(hint.dataset.seconds) || 0;
  const template = hint.dataset.template || '';
  const show = () => {
    hint.hidden = seconds <= 0;
    resend.disabled = seconds > 0;
    if (seconds > 0) hint.textContent = template.replace('{seconds}', String(seconds));
    if (wait && offer) {
      wait.hidden = seconds <= 0;
      offer.hidden = seconds > 0;
      if (seconds > 0) wait.textContent = (wait.dataset.template || '').replace('{seconds}', String(seconds));
    }
  };
  show();
  const timer = setInterval(() => {
    seconds -= 1;
    show();
    if (seconds <= 0) clearInterval(timer);
  }, 1000);
}
