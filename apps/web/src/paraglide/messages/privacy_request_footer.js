/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Request_FooterInputs */

const en_privacy_request_footer = /** @type {(inputs: Privacy_Request_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We answer a confirmed request within 30 days.`)
};

const fr_privacy_request_footer = /** @type {(inputs: Privacy_Request_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous répondons à une demande confirmée d’ici 30 jours.`)
};

/**
* | output |
* | --- |
* | "We answer a confirmed request within 30 days." |
*
* @param {Privacy_Request_FooterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_request_footer = /** @type {((inputs?: Privacy_Request_FooterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Request_FooterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_request_footer(inputs)
	return en_privacy_request_footer(inputs)
});