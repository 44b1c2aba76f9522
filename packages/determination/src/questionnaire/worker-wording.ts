/**
 * The worker's own account (issue 29 item 1): the working-practices questions of the questionnaire,
 * reworded for the worker ("you"), with the same question and answer ids so both accounts compare
 * answer for answer. Only questions about what actually happens day to day are here: the worker
 * knows them first-hand; contract and chain questions stay with the specialist. Wording only —
 * scoring is the questionnaire's (a worker's answer is never scored on its own).
 */
export interface WorkerWording {
  content: string;
  helpText: string;
  /** Answer id → wording for the worker; an answer not listed keeps the questionnaire's text. */
  answers?: Record<string, string>;
}

export const WORKER_WORDING: Readonly<Record<string, WorkerWording>> = {
  ps_exercised: {
    content: 'Have you ever actually sent someone else to do this work in your place?',
    helpText: 'Answer from what has happened on this engagement, not from what the contract allows.',
    answers: { not_arisen: 'No — the need has not arisen', refused: 'No — I proposed someone and the client refused' },
  },
  ps_helpers: {
    content: 'Can you bring in helpers, paid by you, to assist with the work?',
    helpText: 'For example an assistant or a subcontractor whom you pay yourself.',
    answers: { used: 'Yes, and I have done so', unused: 'Yes, though I have not needed to' },
  },
  ctl_what: {
    content: 'Who decides which tasks you do?',
    helpText: 'Think of a normal week: who tells you what to work on next?',
    answers: {
      client: 'The client can give me any task within my role as needs arise',
      scope: 'The client can vary my tasks only within an agreed deliverable or scope',
      fixed: 'My work is fixed by the contract; new work needs a new agreement',
    },
  },
  ctl_how: {
    content: 'Who decides how you do the work — your methods and techniques?',
    helpText: 'Following general standards (security, brand, safety) is not the same as being told how to work.',
    answers: {
      client: 'The client decides, or could if it wished',
      framework: 'I decide, within the client’s general standards and processes',
      worker: 'I alone decide, as the expert',
    },
  },
  ctl_when: {
    content: 'Who decides your working hours and schedule?',
    helpText: 'Hours set by the site’s opening times or a deadline are "the nature of the work".',
    answers: { client: 'The client sets my hours', worker: 'I choose, subject only to deadlines' },
  },
  ctl_where: {
    content: 'Who decides where you work?',
    helpText: 'Working on site because the equipment or the people are there is "the nature of the work".',
    answers: { worker: 'I decide' },
  },
  ctl_supervision: {
    content: 'In practice, how closely is your work supervised or reviewed?',
    helpText: 'Compare with how the client’s own employees doing similar work are managed.',
  },
  moo_accept: {
    content: 'Must you accept work the client offers you?',
    helpText: 'Think of what would happen if you turned down a piece of work.',
    answers: { no: 'No — I can refuse freely' },
  },
  moo_pattern: {
    content: 'Over the engagement so far, how has work actually been offered to you and done?',
    helpText: 'One continuous role, separate assignments, or occasional pieces of work.',
  },
  fin_rework: {
    content: 'If your work is unsatisfactory, who pays to put it right?',
    helpText: 'For example: do you fix mistakes in your own unpaid time, or is the extra time paid?',
    answers: { worker: 'I do, in unpaid time or at my own cost', client: 'The client pays for the extra time' },
  },
  fin_equipment: {
    content: 'Which equipment, tools or materials do you provide at your own cost for this work?',
    helpText: 'Choose every kind that applies.',
  },
  fin_expenses: {
    content: 'Do you bear costs for this engagement that the client does not reimburse?',
    helpText: 'Travel, software, training, insurance or anything else you pay for this work.',
  },
  pp_benefits: {
    content: 'Which benefits that the client’s employees receive do you also receive?',
    helpText: 'Choose every benefit that applies, or "None".',
  },
  pp_treated: {
    content: 'Day to day, are you treated like one of the client’s employees?',
    helpText: 'Staff events, appraisals, an internal job title, being managed like staff.',
    answers: { no: 'No — I am treated as an outside supplier' },
  },
  pp_compared: {
    content: 'Compared with the client’s employees, how are you treated on downtime, overtime and time off?',
    helpText: 'Are you paid when there is no work, and do you ask permission for time off?',
    answers: {
      same: 'Like employees: paid through downtime, I must ask for time off',
      different: 'Unlike employees: unpaid for downtime, I arrange my own time off',
    },
  },
  pp_presentation: {
    content: 'How are you presented to the client’s customers and other outside people?',
    helpText: 'Email address, business card, how you are introduced in meetings.',
    answers: { own: 'As representing my own business' },
  },
  ob_clients: {
    content: 'Do you work for other clients during this engagement?',
    helpText: 'Other paid work for your own business at the same time counts.',
    answers: { none: 'No — this client takes all my working time' },
  },
  ob_income_share: {
    content: 'What share of your business income comes from this client?',
    helpText: 'Over the last twelve months, roughly.',
  },
};
