/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Request_Kind_AccessInputs */

const en_privacy_request_kind_access = /** @type {(inputs: Privacy_Request_Kind_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access (a copy of my data)`)
};

const fr_privacy_request_kind_access = /** @type {(inputs: Privacy_Request_Kind_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès (une copie de mes données)`)
};

/**
* | output |
* | --- |
* | "Access (a copy of my data)" |
*
* @param {Privacy_Request_Kind_AccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_request_kind_access = /** @type {((inputs?: Privacy_Request_Kind_AccessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Request_Kind_AccessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_request_kind_access(inputs)
	return en_privacy_request_kind_access(inputs)
});