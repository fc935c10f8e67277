/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Link_Request_Email_LabelInputs */

const en_link_request_email_label = /** @type {(inputs: Link_Request_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address`)
};

const fr_link_request_email_label = /** @type {(inputs: Link_Request_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse courriel`)
};

/**
* | output |
* | --- |
* | "Your email address" |
*
* @param {Link_Request_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const link_request_email_label = /** @type {((inputs?: Link_Request_Email_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_Request_Email_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_link_request_email_label(inputs)
	return en_link_request_email_label(inputs)
});