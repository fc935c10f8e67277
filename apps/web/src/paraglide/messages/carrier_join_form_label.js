/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Form_LabelInputs */

const en_carrier_join_form_label = /** @type {(inputs: Carrier_Join_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier network application`)
};

const fr_carrier_join_form_label = /** @type {(inputs: Carrier_Join_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande d’adhésion au réseau de transporteurs`)
};

/**
* | output |
* | --- |
* | "Carrier network application" |
*
* @param {Carrier_Join_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_form_label = /** @type {((inputs?: Carrier_Join_Form_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Form_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_form_label(inputs)
	return en_carrier_join_form_label(inputs)
});