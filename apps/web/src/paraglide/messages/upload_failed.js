/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_FailedInputs */

const en_upload_failed = /** @type {(inputs: Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload did not go through. Please try again.`)
};

const fr_upload_failed = /** @type {(inputs: Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le téléversement a échoué. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The upload did not go through. Please try again." |
*
* @param {Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_failed = /** @type {((inputs?: Upload_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_failed(inputs)
	return en_upload_failed(inputs)
});