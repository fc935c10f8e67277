/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Request_LabelInputs */

const en_privacy_request_label = /** @type {(inputs: Privacy_Request_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy request`)
};

const fr_privacy_request_label = /** @type {(inputs: Privacy_Request_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande relative à la confidentialité`)
};

/**
* | output |
* | --- |
* | "Privacy request" |
*
* @param {Privacy_Request_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_request_label = /** @type {((inputs?: Privacy_Request_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Request_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_request_label(inputs)
	return en_privacy_request_label(inputs)
});