/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Link_Request_Check_InboxInputs */

const en_link_request_check_inbox = /** @type {(inputs: Link_Request_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

const fr_link_request_check_inbox = /** @type {(inputs: Link_Request_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez votre boîte de réception`)
};

/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Link_Request_Check_InboxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const link_request_check_inbox = /** @type {((inputs?: Link_Request_Check_InboxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_Request_Check_InboxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_link_request_check_inbox(inputs)
	return en_link_request_check_inbox(inputs)
});