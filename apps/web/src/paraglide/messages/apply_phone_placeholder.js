/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Phone_PlaceholderInputs */

const en_apply_phone_placeholder = /** @type {(inputs: Apply_Phone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(416) 555-0199`)
};

const fr_apply_phone_placeholder = /** @type {(inputs: Apply_Phone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(418) 555-0199`)
};

/**
* | output |
* | --- |
* | "(416) 555-0199" |
*
* @param {Apply_Phone_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_phone_placeholder = /** @type {((inputs?: Apply_Phone_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Phone_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_phone_placeholder(inputs)
	return en_apply_phone_placeholder(inputs)
});