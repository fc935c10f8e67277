/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Request_StaffInputs */

const en_staffing_request_staff = /** @type {(inputs: Staffing_Request_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Staff`)
};

const fr_staffing_request_staff = /** @type {(inputs: Staffing_Request_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander du personnel`)
};

/**
* | output |
* | --- |
* | "Request Staff" |
*
* @param {Staffing_Request_StaffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_request_staff = /** @type {((inputs?: Staffing_Request_StaffInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Request_StaffInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_request_staff(inputs)
	return en_staffing_request_staff(inputs)
});