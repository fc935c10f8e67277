/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_IntroInputs */

const en_apply_intro = /** @type {(inputs: Apply_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A recruiter reviews every application and contacts eligible applicants for an interview.`)
};

const fr_apply_intro = /** @type {(inputs: Apply_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un recruteur examine chaque candidature et communique avec les candidats admissibles pour une entrevue.`)
};

/**
* | output |
* | --- |
* | "A recruiter reviews every application and contacts eligible applicants for an interview." |
*
* @param {Apply_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_intro = /** @type {((inputs?: Apply_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_intro(inputs)
	return en_apply_intro(inputs)
});