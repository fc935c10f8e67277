/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Resume_HintInputs */

const en_apply_resume_hint = /** @type {(inputs: Apply_Resume_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provide a link to your online resume or portfolio`)
};

const fr_apply_resume_hint = /** @type {(inputs: Apply_Resume_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donnez un lien vers votre CV ou votre portfolio en ligne`)
};

/**
* | output |
* | --- |
* | "Provide a link to your online resume or portfolio" |
*
* @param {Apply_Resume_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_resume_hint = /** @type {((inputs?: Apply_Resume_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Resume_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_resume_hint(inputs)
	return en_apply_resume_hint(inputs)
});