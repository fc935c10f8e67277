/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Request_Email_DescriptionInputs */

const en_privacy_request_email_description = /** @type {(inputs: Privacy_Request_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address you used with us. We email it a link to confirm that the request is yours.`)
};

const fr_privacy_request_email_description = /** @type {(inputs: Privacy_Request_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse que vous avez utilisée avec nous. Nous y envoyons un lien pour confirmer que la demande vient de vous.`)
};

/**
* | output |
* | --- |
* | "The address you used with us. We email it a link to confirm that the request is yours." |
*
* @param {Privacy_Request_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_request_email_description = /** @type {((inputs?: Privacy_Request_Email_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Request_Email_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_request_email_description(inputs)
	return en_privacy_request_email_description(inputs)
});