/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_DividerInputs */

const en_carrier_join_divider = /** @type {(inputs: Carrier_Join_DividerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or ask us to reach out`)
};

const fr_carrier_join_divider = /** @type {(inputs: Carrier_Join_DividerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou demandez-nous de vous joindre`)
};

/**
* | output |
* | --- |
* | "or ask us to reach out" |
*
* @param {Carrier_Join_DividerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_divider = /** @type {((inputs?: Carrier_Join_DividerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_DividerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_divider(inputs)
	return en_carrier_join_divider(inputs)
});