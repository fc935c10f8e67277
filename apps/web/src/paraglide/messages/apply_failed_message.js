/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Failed_MessageInputs */

const en_apply_failed_message = /** @type {(inputs: Apply_Failed_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error submitting your application. Please try again.`)
};

const fr_apply_failed_message = /** @type {(inputs: Apply_Failed_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite lors de l'envoi de votre candidature. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "There was an error submitting your application. Please try again." |
*
* @param {Apply_Failed_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_failed_message = /** @type {((inputs?: Apply_Failed_MessageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Failed_MessageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_failed_message(inputs)
	return en_apply_failed_message(inputs)
});