/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ltl_Feature_LiftgateInputs */

const en_transport_ltl_feature_liftgate = /** @type {(inputs: Transport_Ltl_Feature_LiftgateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liftgate and inside delivery`)
};

const fr_transport_ltl_feature_liftgate = /** @type {(inputs: Transport_Ltl_Feature_LiftgateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hayon élévateur et livraison à l’intérieur`)
};

/**
* | output |
* | --- |
* | "Liftgate and inside delivery" |
*
* @param {Transport_Ltl_Feature_LiftgateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ltl_feature_liftgate = /** @type {((inputs?: Transport_Ltl_Feature_LiftgateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ltl_Feature_LiftgateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ltl_feature_liftgate(inputs)
	return en_transport_ltl_feature_liftgate(inputs)
});