//! Machine parameters declared once.
//!
//! [`declare!`] turns one list of parameters — name, type, default, unit, allowed range,
//! source, and the doc comment as description — into a configuration struct (serde, defaults,
//! unknown fields rejected) and its [`Field`] implementation, which walks every parameter with
//! its [`ParamInfo`]. Validation ([`check`]) and the reference text of
//! `eusim config --describe` ([`describe`]) are both read from that walk, so a parameter's
//! range and documentation live in exactly one place.
#![deny(missing_docs)]

use std::fmt;

/// What is declared about one parameter.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ParamInfo {
    /// Unit of the value (`"cycles"`, `"B/cycle"`, `"GB/s"`, `"ns"`, ...).
    pub unit: &'static str,
    /// Smallest allowed value.
    pub min: f64,
    /// Largest allowed value.
    pub max: f64,
    /// Where the default comes from: a public source, or "chosen" with the reason.
    pub source: &'static str,
    /// The description (the field's doc comment).
    pub doc: &'static str,
}

/// A parameter's current value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value<'a> {
    /// A number (integers are exact in an f64 up to 2^53).
    Num(f64),
    /// A text value (names).
    Text(&'a str),
}

impl fmt::Display for Value<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Num(v) => write!(f, "{v}"),
            Value::Text(s) => write!(f, "{s:?}"),
        }
    }
}

/// One parameter met by a walk.
#[derive(Debug, Clone, Copy)]
pub struct Entry<'a> {
    /// Dotted path (`memory.l3_ways`).
    pub path: &'a str,
    /// Rust type name (`u32`, `f64`, `String`).
    pub ty: &'static str,
    /// Its declaration (none for free-form fields such as a name).
    pub info: Option<&'static ParamInfo>,
    /// Its value.
    pub value: Value<'a>,
}

/// A value, or a section of values, that can be walked parameter by parameter.
pub trait Field {
    /// Calls `out` for every parameter at or below `path`.
    fn walk(&self, path: &str, info: Option<&'static ParamInfo>, out: &mut dyn FnMut(Entry<'_>));
}

macro_rules! leaf {
    ($($t:ty),*) => {$(
        impl Field for $t {
            fn walk(&self, path: &str, info: Option<&'static ParamInfo>, out: &mut dyn FnMut(Entry<'_>)) {
                out(Entry { path, ty: stringify!($t), info, value: Value::Num(*self as f64) });
            }
        }
    )*};
}
leaf!(u8, u16, u32, u64, f64);

impl Field for bool {
    fn walk(&self, path: &str, info: Option<&'static ParamInfo>, out: &mut dyn FnMut(Entry<'_>)) {
        out(Entry {
            path,
            ty: "bool",
            info,
            value: Value::Num(f64::from(u8::from(*self))),
        });
    }
}

impl Field for String {
    fn walk(&self, path: &str, info: Option<&'static ParamInfo>, out: &mut dyn FnMut(Entry<'_>)) {
        out(Entry {
            path,
            ty: "String",
            info,
            value: Value::Text(self),
        });
    }
}

/// `path.name`, or `name` at the top.
pub fn join(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_string()
    } else {
        format!("{path}.{name}")
    }
}

/// A parameter outside its declared range.
#[derive(Debug, Clone, PartialEq)]
pub struct OutOfRange {
    /// Dotted path.
    pub path: String,
    /// The value given.
    pub value: f64,
    /// The declaration.
    pub info: &'static ParamInfo,
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let i = self.info;
        write!(
            f,
            "`{}` = {} is outside its range {}..={}",
            self.path, self.value, i.min, i.max
        )?;
        if !i.unit.is_empty() {
            write!(f, " ({})", i.unit)?;
        }
        Ok(())
    }
}

/// The first parameter of `root` outside its declared range (NaN is outside every range).
pub fn check(root: &dyn Field) -> Result<(), OutOfRange> {
    let mut bad = None;
    root.walk("", None, &mut |e| {
        if bad.is_some() {
            return;
        }
        if let (Some(info), Value::Num(v)) = (e.info, e.value) {
            if !(v >= info.min && v <= info.max) {
                bad = Some(OutOfRange {
                    path: e.path.to_string(),
                    value: v,
                    info,
                });
            }
        }
    });
    bad.map_or(Ok(()), Err)
}

/// One parameter as `eusim config --describe` lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct Described {
    /// Dotted path.
    pub path: String,
    /// Rust type.
    pub ty: &'static str,
    /// Value in the described configuration.
    pub value: String,
    /// Declaration, if any.
    pub info: Option<&'static ParamInfo>,
}

/// Every parameter of `root`, in declaration order.
pub fn describe(root: &dyn Field) -> Vec<Described> {
    let mut v = Vec::new();
    root.walk("", None, &mut |e| {
        v.push(Described {
            path: e.path.to_string(),
            ty: e.ty,
            value: e.value.to_string(),
            info: e.info,
        })
    });
    v
}

/// Declares a parameter struct. Each field is
/// `/// doc` `#[serde(...)]*` `name: Type = default, KIND` where KIND is `section` (a nested
/// declared struct), `text` (a free-form string), `skip` (state that is not a parameter, left
/// out of the walk) or `{ "unit", min..=max, "source" }`.
///
/// ```
/// params::declare! {
///     /// A cache.
///     pub struct Cache {
///         /// Capacity.
///         bytes: u32 = 1024, { "B", 64..=1048576, "chosen" },
///     }
/// }
/// let c = Cache::default();
/// assert_eq!(c.bytes, 1024);
/// assert!(params::check(&Cache { bytes: 1 }).is_err());
/// ```
#[macro_export]
macro_rules! declare {
    (
        $(#[$smeta:meta])*
        $vis:vis struct $name:ident {
            $(
                $(#[doc = $doc:literal])*
                $(#[serde($serde:meta)])*
                $field:ident : $ty:ty = $default:expr, $kind:tt
            ),* $(,)?
        }
    ) => {
        $(#[$smeta])*
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
        #[serde(default, deny_unknown_fields)]
        $vis struct $name {
            $( $(#[doc = $doc])* $(#[serde($serde)])* pub $field: $ty, )*
        }

        impl Default for $name {
            fn default() -> Self {
                $name { $( $field: $default, )* }
            }
        }

        impl $crate::Field for $name {
            fn walk(
                &self,
                path: &str,
                _info: Option<&'static $crate::ParamInfo>,
                out: &mut dyn FnMut($crate::Entry<'_>),
            ) {
                $(
                    $crate::__walk!(
                        $kind, self.$field, path, stringify!($field), out,
                        concat!($($doc, "\n",)* "")
                    );
                )*
            }
        }
    };
}

/// Walks one field according to its KIND (an implementation detail of [`declare!`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __walk {
    (skip, $value:expr, $path:expr, $name:expr, $out:expr, $doc:expr) => {};
    ($kind:tt, $value:expr, $path:expr, $name:expr, $out:expr, $doc:expr) => {{
        const INFO: Option<$crate::ParamInfo> = $crate::__info!($kind, $doc);
        static STORED: Option<$crate::ParamInfo> = INFO;
        let p = $crate::join($path, $name);
        $crate::Field::walk(&$value, &p, STORED.as_ref(), $out);
    }};
}

/// Builds a field's [`ParamInfo`] from its KIND (an implementation detail of [`declare!`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __info {
    (section, $doc:expr) => {
        None
    };
    (text, $doc:expr) => {
        None
    };
    ({ $unit:literal, $min:literal ..= $max:literal, $source:literal }, $doc:expr) => {
        Some($crate::ParamInfo {
            unit: $unit,
            min: $min as f64,
            max: $max as f64,
            source: $source,
            doc: $doc,
        })
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    declare! {
        /// Inner.
        pub struct Inner {
            /// Ways of the cache.
            /// Second line.
            ways: u32 = 16, { "ways", 1..=64, "chosen" },
            /// Bandwidth.
            gbps: f64 = 23.0, { "GB/s", 0.001..=10000.0, "measured" },
        }
    }

    declare! {
        /// Outer.
        pub struct Outer {
            /// Name.
            name: String = "x".to_string(), text,
            /// Clock.
            mhz: u32 = 1150, { "MHz", 1..=5000, "product sheet" },
            /// Nested.
            inner: Inner = Inner::default(), section,
        }
    }

    #[test]
    fn walk_paths_docs_and_ranges() {
        let d = describe(&Outer::default());
        let paths: Vec<_> = d.iter().map(|e| e.path.as_str()).collect();
        assert_eq!(paths, ["name", "mhz", "inner.ways", "inner.gbps"]);
        let ways = d[2].info.unwrap();
        assert_eq!(ways.doc, " Ways of the cache.\n Second line.\n");
        assert_eq!((ways.min, ways.max, ways.unit), (1.0, 64.0, "ways"));
        assert_eq!(d[3].value, "23");
        assert_eq!(d[0].value, "\"x\"");
    }

    #[test]
    fn check_names_the_first_bad_parameter() {
        let mut o = Outer::default();
        assert!(check(&o).is_ok());
        o.inner.ways = 4_000_000_000;
        let e = check(&o).unwrap_err();
        assert_eq!(e.path, "inner.ways");
        assert_eq!(
            e.to_string(),
            "`inner.ways` = 4000000000 is outside its range 1..=64 (ways)"
        );
        o.inner.ways = 8;
        o.inner.gbps = f64::NAN;
        assert_eq!(check(&o).unwrap_err().path, "inner.gbps");
    }
}
