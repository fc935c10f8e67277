/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Form_After_ApprovalInputs */

const en_job_form_after_approval = /** @type {(inputs: Job_Form_After_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The application form opens once this job is approved.`)
};

const fr_job_form_after_approval = /** @type {(inputs: Job_Form_After_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le formulaire de candidature s'ouvrira dès que cet emploi sera approuvé.`)
};

/**
* | output |
* | --- |
* | "The application form opens once this job is approved." |
*
* @param {Job_Form_After_ApprovalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_form_after_approval = /** @type {((inputs?: Job_Form_After_ApprovalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Form_After_ApprovalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_form_after_approval(inputs)
	return en_job_form_after_approval(inputs)
});