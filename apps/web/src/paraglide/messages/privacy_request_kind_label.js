/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Request_Kind_LabelInputs */

const en_privacy_request_kind_label = /** @type {(inputs: Privacy_Request_Kind_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like?`)
};

const fr_privacy_request_kind_label = /** @type {(inputs: Privacy_Request_Kind_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que souhaitez-vous?`)
};

/**
* | output |
* | --- |
* | "What would you like?" |
*
* @param {Privacy_Request_Kind_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_request_kind_label = /** @type {((inputs?: Privacy_Request_Kind_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Request_Kind_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_request_kind_label(inputs)
	return en_privacy_request_kind_label(inputs)
});