/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Success_TitleInputs */

const en_apply_success_title = /** @type {(inputs: Apply_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application Submitted`)
};

const fr_apply_success_title = /** @type {(inputs: Apply_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature envoyée`)
};

/**
* | output |
* | --- |
* | "Application Submitted" |
*
* @param {Apply_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_success_title = /** @type {((inputs?: Apply_Success_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Success_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_success_title(inputs)
	return en_apply_success_title(inputs)
});