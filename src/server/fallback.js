// The fallback page's clock: a separate file, as the Content-Security-Policy allows no
// inline script.
let view = null, offset = 0;
function fmt(ms) {
  const s = Math.ceil(Math.max(ms, 0) / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, r = s % 60;
  return (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(r).padStart(2, "0");
}
function draw() {
  if (!view) return;
  const c = view.clock;
  const left = c.ends_at ? c.ends_at - (Date.now() + offset) : c.remaining_ms;
  document.getElementById("time").textContent = fmt(left);
  document.getElementById("level").textContent = c.event_name + " — " + c.period_label + (c.status === "running" ? "" : " (" + c.status + ")");
  document.getElementById("stakes").textContent = c.current ? c.current.game + ": " + c.current.text : "";
}
async function start() {
  const list = await (await fetch("/api/events")).json();
  const id = new URLSearchParams(location.search).get("event") || (list.events[0] && list.events[0].id);
  if (!id) { document.getElementById("level").textContent = "No event yet"; return; }
  const es = new EventSource("/api/events/" + id + "/stream");
  es.addEventListener("view", (e) => { view = JSON.parse(e.data); offset = view.clock.now - Date.now(); draw(); });
}
setInterval(draw, 200);
start();
