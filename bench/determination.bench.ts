/**
 * Determinations per second on one core: full determinations (scoring, explanations and what-if)
 * and the bare scoring model, over a fixed corpus of varied, complete answer sets.
 *   npx tsx bench/determination.bench.ts        (BENCH_SECONDS=3 BENCH_CORPUS=500 to change the run)
 */
import {
  type AnswerMap,
  answerQuestion,
  determine,
  type EngagedEntityType,
  evaluate,
  getQuestion,
  type InterviewKind,
  interviewState,
  type RiskSettings,
  UNKNOWN_ANSWER_ID,
} from '../packages/determination/src/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CORPUS = Number(process.env.BENCH_CORPUS ?? 500);
const SETTINGS: RiskSettings = { highRiskThreshold: 10, mediumRiskThreshold: 20, riskMargin: 5 };
const KINDS: InterviewKind[] = ['full', 'full', 'short', 'preliminary_full', 'reassessment_full', 'appeal_short'];
const ENTITIES: EngagedEntityType[] = ['company', 'company', 'limited_liability_partnership', 'sole_trader'];

/** Small seeded PRNG (mulberry32) so every run measures the same corpus. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Case {
  kind: InterviewKind;
  ctx: { engagedEntityType: EngagedEntityType };
  answers: AnswerMap;
}

function randomCase(rand: () => number): Case {
  const kind = KINDS[Math.floor(rand() * KINDS.length)] as InterviewKind;
  const ctx = { engagedEntityType: ENTITIES[Math.floor(rand() * ENTITIES.length)] as EngagedEntityType };
  let answers: AnswerMap = {};
  for (;;) {
    const current = interviewState(kind, answers, ctx).current;
    if (!current) break;
    const q = getQuestion(current);
    if (!q) throw new Error(current);
    const options = q.answers.map((a) => [a.id]);
    if (q.allowUnknown && rand() < 0.3) options.push([UNKNOWN_ANSWER_ID]);
    const r = answerQuestion(kind, answers, current, options[Math.floor(rand() * options.length)] as string[], ctx);
    if (!r.ok) throw new Error(`${current}: ${r.error}`);
    answers = r.answers;
  }
  return { kind, ctx, answers };
}

const rand = prng(35);
const corpus = Array.from({ length: CORPUS }, () => randomCase(rand));
const questions = corpus.reduce((n, c) => n + Object.keys(c.answers).length, 0) / corpus.length;

function measure(label: string, run: (c: Case) => unknown): number {
  for (let i = 0; i < 2000; i++) run(corpus[i % corpus.length] as Case); // warm-up
  let n = 0;
  let sink = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++, n++) sink += run(corpus[n % corpus.length] as Case) ? 1 : 0;
  }
  const perSecond = Math.round(n / ((performance.now() - start) / 1000));
  console.log(
    `${label.padEnd(42)} ${perSecond.toLocaleString('en-GB').padStart(10)} /s  (${n} runs${sink ? '' : '!'})`,
  );
  return perSecond;
}

console.log(`Corpus: ${corpus.length} completed interviews, ${questions.toFixed(1)} answers each on average`);
const full = measure('determine() — with explanations and what-if', (c) =>
  determine(c.kind, c.answers, SETTINGS, c.ctx),
);
measure('evaluate() — scoring model only', (c) => evaluate(c.kind, c.answers, SETTINGS, c.ctx.engagedEntityType));
console.log(`determinations/s (one core): ${full}`);
