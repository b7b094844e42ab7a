//! Axes of the report's and the sweep plot's charts: round ticks and their labels.

/// Round ticks covering `0..=max`: 1, 2 or 5 times a power of ten apart, about five.
pub fn ticks(max: f64) -> Vec<f64> {
    if max <= 0.0 || !max.is_finite() {
        return vec![0.0, 1.0];
    }
    let raw = max / 5.0;
    let p = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|k| k * p)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * p);
    let n = (max / step).ceil() as usize;
    (0..=n).map(|k| k as f64 * step).collect()
}

/// A number for an axis label: no more digits than the tick step needs.
pub fn tick_label(v: f64) -> String {
    if v == 0.0 || (v.abs() >= 1.0 && v.fract() == 0.0) {
        format!("{v:.0}")
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_maximum() {
        // a step of 1, 2 or 5 x 10^k at least a fifth of the maximum: 12781 / 5 = 2556 -> 5000
        assert_eq!(ticks(12781.25), [0.0, 5000.0, 10000.0, 15000.0]);
        assert_eq!(ticks(23.0), [0.0, 5.0, 10.0, 15.0, 20.0, 25.0]);
        assert_eq!(ticks(1.0), [0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0]);
        assert_eq!(tick_label(0.6000000000000001), "0.6");
    }
}
