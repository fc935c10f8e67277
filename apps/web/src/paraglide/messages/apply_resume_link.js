/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Resume_LinkInputs */

const en_apply_resume_link = /** @type {(inputs: Apply_Resume_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume Link`)
};

const fr_apply_resume_link = /** @type {(inputs: Apply_Resume_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien vers votre CV`)
};

/**
* | output |
* | --- |
* | "Resume Link" |
*
* @param {Apply_Resume_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_resume_link = /** @type {((inputs?: Apply_Resume_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Resume_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_resume_link(inputs)
	return en_apply_resume_link(inputs)
});