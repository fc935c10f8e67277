/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Admin_AssistantsInputs */

const en_services_position_admin_assistants = /** @type {(inputs: Services_Position_Admin_AssistantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrative Assistants`)
};

const fr_services_position_admin_assistants = /** @type {(inputs: Services_Position_Admin_AssistantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adjoints administratifs`)
};

/**
* | output |
* | --- |
* | "Administrative Assistants" |
*
* @param {Services_Position_Admin_AssistantsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_admin_assistants = /** @type {((inputs?: Services_Position_Admin_AssistantsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Admin_AssistantsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_admin_assistants(inputs)
	return en_services_position_admin_assistants(inputs)
});