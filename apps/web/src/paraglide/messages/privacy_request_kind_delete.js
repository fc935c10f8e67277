/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Request_Kind_DeleteInputs */

const en_privacy_request_kind_delete = /** @type {(inputs: Privacy_Request_Kind_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deletion (erase my data)`)
};

const fr_privacy_request_kind_delete = /** @type {(inputs: Privacy_Request_Kind_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression (effacer mes données)`)
};

/**
* | output |
* | --- |
* | "Deletion (erase my data)" |
*
* @param {Privacy_Request_Kind_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_request_kind_delete = /** @type {((inputs?: Privacy_Request_Kind_DeleteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Request_Kind_DeleteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_request_kind_delete(inputs)
	return en_privacy_request_kind_delete(inputs)
});