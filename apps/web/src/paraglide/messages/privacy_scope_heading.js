/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Scope_HeadingInputs */

const en_privacy_scope_heading = /** @type {(inputs: Privacy_Scope_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Our Commitment and Scope`)
};

const fr_privacy_scope_heading = /** @type {(inputs: Privacy_Scope_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Notre engagement et portée de la politique`)
};

/**
* | output |
* | --- |
* | "1. Our Commitment and Scope" |
*
* @param {Privacy_Scope_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_scope_heading = /** @type {((inputs?: Privacy_Scope_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Scope_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_scope_heading(inputs)
	return en_privacy_scope_heading(inputs)
});