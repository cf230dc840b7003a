// Small progressive enhancements; every page works without them.
document.addEventListener("click", async (event) => {
  const button = event.target.closest("[data-copy]");
  if (!button) return;
  const field = document.querySelector(button.dataset.copy);
  if (!field) return;
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    document.execCommand("copy");
  }
  const label = button.textContent;
  button.textContent = "Copied";
  setTimeout(() => { button.textContent = label; }, 1500);
});

document.addEventListener("submit", (event) => {
  const message = event.target.dataset.confirm;
  if (message && !window.confirm(message)) event.preventDefault();
});

// The live word and character counter under the text box, with the plan's limits. It counts as
// the server does (DECISIONS.md §3): code points, a line break sent as CR LF, and
// whitespace-separated tokens holding a letter or a digit.
const WORD = /[\p{L}\p{N}]/u;

function countText(text) {
  const characters = [...text].length + (text.match(/\n/g) || []).length;
  const words = text.split(/\s+/).filter((token) => WORD.test(token)).length;
  return { characters, words };
}

function plural(count, one, many) {
  return `${count.toLocaleString("en")} ${count === 1 ? one : many}`;
}

function updateCounter(field, counter) {
  const maxCharacters = Number(counter.dataset.maxCharacters);
  const wordsLeft = Number(counter.dataset.wordsLeft);
  const { characters, words } = countText(field.value);
  const parts = [
    `${plural(words, "word", "words")} (${wordsLeft.toLocaleString("en")} left this month)`,
    `${characters.toLocaleString("en")} of ${plural(maxCharacters, "character", "characters")}`,
  ];
  const problems = [];
  if (characters > maxCharacters) {
    problems.push(`${plural(characters - maxCharacters, "character", "characters")} too long`);
  }
  if (words > wordsLeft) problems.push(`${plural(words - wordsLeft, "word", "words")} over the quota`);
  counter.textContent = parts.join(" · ") + (problems.length ? ` — ${problems.join(", ")}` : "");
  counter.classList.toggle("over", problems.length > 0);
}

document.querySelectorAll("[data-max-characters]").forEach((counter) => {
  const field = document.querySelector(`[aria-describedby~="${counter.id}"]`);
  if (!field) return;
  field.addEventListener("input", () => updateCounter(field, counter));
  updateCounter(field, counter);
});

// The language selector follows the language the text appears to be written in (asked of the
// server, which uses the API's detector), until the person picks a language themselves.
document.querySelectorAll("select[data-detect]").forEach((select) => {
  const field = select.form && select.form.querySelector("textarea[name=text]");
  const hint = document.getElementById(select.getAttribute("aria-describedby"));
  if (!field || !hint) return;
  let chosen = false;
  let timer = null;
  select.addEventListener("change", () => { chosen = true; hint.textContent = ""; });
  async function detect() {
    if (chosen || field.value.trim().length < 10) return;
    const body = new URLSearchParams({ text: field.value });
    try {
      const response = await fetch(select.dataset.detect, { method: "POST", body });
      if (!response.ok) return;
      const { language, name } = await response.json();
      if (language && !chosen && select.value !== language) {
        select.value = language;
        hint.textContent = `Detected: ${name}`;
      }
    } catch {
      // Detection is a convenience: the form works without it.
    }
  }
  field.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(detect, 400);
  });
  detect();
});
