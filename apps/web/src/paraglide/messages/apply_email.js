/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_EmailInputs */

const en_apply_email = /** @type {(inputs: Apply_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Address`)
};

const fr_apply_email = /** @type {(inputs: Apply_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse courriel`)
};

/**
* | output |
* | --- |
* | "Email Address" |
*
* @param {Apply_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_email = /** @type {((inputs?: Apply_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_email(inputs)
	return en_apply_email(inputs)
});