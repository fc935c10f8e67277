/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_FailedInputs */

const en_apply_failed = /** @type {(inputs: Apply_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application Failed`)
};

const fr_apply_failed = /** @type {(inputs: Apply_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la candidature`)
};

/**
* | output |
* | --- |
* | "Application Failed" |
*
* @param {Apply_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_failed = /** @type {((inputs?: Apply_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_failed(inputs)
	return en_apply_failed(inputs)
});