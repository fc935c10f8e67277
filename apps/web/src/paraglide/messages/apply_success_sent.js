/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Success_SentInputs */

const en_apply_success_sent = /** @type {(inputs: Apply_Success_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`has been sent. A recruiter reviews every application and contacts eligible applicants for an interview.`)
};

const fr_apply_success_sent = /** @type {(inputs: Apply_Success_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a été envoyée. Un recruteur examine chaque candidature et communique avec les candidats admissibles pour une entrevue.`)
};

/**
* | output |
* | --- |
* | "has been sent. A recruiter reviews every application and contacts eligible applicants for an interview." |
*
* @param {Apply_Success_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_success_sent = /** @type {((inputs?: Apply_Success_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Success_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_success_sent(inputs)
	return en_apply_success_sent(inputs)
});