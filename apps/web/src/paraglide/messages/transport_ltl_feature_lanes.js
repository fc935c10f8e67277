/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ltl_Feature_LanesInputs */

const en_transport_ltl_feature_lanes = /** @type {(inputs: Transport_Ltl_Feature_LanesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consolidated regional lanes`)
};

const fr_transport_ltl_feature_lanes = /** @type {(inputs: Transport_Ltl_Feature_LanesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trajets régionaux regroupés`)
};

/**
* | output |
* | --- |
* | "Consolidated regional lanes" |
*
* @param {Transport_Ltl_Feature_LanesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ltl_feature_lanes = /** @type {((inputs?: Transport_Ltl_Feature_LanesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ltl_Feature_LanesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ltl_feature_lanes(inputs)
	return en_transport_ltl_feature_lanes(inputs)
});