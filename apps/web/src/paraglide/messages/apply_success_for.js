/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Success_ForInputs */

const en_apply_success_for = /** @type {(inputs: Apply_Success_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application for`)
};

const fr_apply_success_for = /** @type {(inputs: Apply_Success_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre candidature pour`)
};

/**
* | output |
* | --- |
* | "Your application for" |
*
* @param {Apply_Success_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_success_for = /** @type {((inputs?: Apply_Success_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Success_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_success_for(inputs)
	return en_apply_success_for(inputs)
});