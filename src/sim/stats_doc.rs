//! The reference of every `--stats` key (`eusim stats --describe`), read from the stats
//! structs' own doc comments (through their JSON schema), so a key and its description are
//! written once.

use schemars::schema::{InstanceType, RootSchema, Schema, SchemaObject, SingleOrVec};

use super::Stats;

/// One documented key: dotted path (`[]` for array elements), JSON type, description.
#[derive(Debug, Clone, PartialEq)]
pub struct StatKey {
    /// Dotted path, e.g. `timing.eu_active_pct` or `timing.subslices[].eus[].active_pct`.
    pub key: String,
    /// JSON type (`integer`, `number`, `string`, `boolean`, `array`).
    pub ty: String,
    /// The field's documentation.
    pub description: String,
}

fn resolve<'a>(root: &'a RootSchema, s: &'a SchemaObject) -> &'a SchemaObject {
    if let Some(r) = &s.reference {
        let name = r.rsplit('/').next().unwrap_or(r);
        if let Some(Schema::Object(o)) = root.definitions.get(name) {
            return o;
        }
    }
    // `Option<T>` is `anyOf [T, null]` / `allOf [T]` in the generated schema
    if let Some(sub) = &s.subschemas {
        for list in [&sub.all_of, &sub.any_of].into_iter().flatten() {
            for x in list {
                if let Schema::Object(o) = x {
                    if o.reference.is_some() || o.object.is_some() {
                        return resolve(root, o);
                    }
                }
            }
        }
    }
    s
}

fn type_name(s: &SchemaObject) -> String {
    match &s.instance_type {
        Some(SingleOrVec::Single(t)) => format!("{t:?}").to_lowercase(),
        Some(SingleOrVec::Vec(v)) => v
            .iter()
            .filter(|t| **t != InstanceType::Null)
            .map(|t| format!("{t:?}").to_lowercase())
            .collect::<Vec<_>>()
            .join("|"),
        None => "object".into(),
    }
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn walk(root: &RootSchema, s: &SchemaObject, path: &str, out: &mut Vec<StatKey>) {
    let s = resolve(root, s);
    let Some(obj) = &s.object else {
        return;
    };
    for (name, prop) in &obj.properties {
        let Schema::Object(p) = prop else { continue };
        let key = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}.{name}")
        };
        let description = p
            .metadata
            .as_ref()
            .and_then(|m| m.description.clone())
            .unwrap_or_default();
        let target = resolve(root, p);
        let items = target.array.as_ref().and_then(|a| match &a.items {
            Some(SingleOrVec::Single(item)) => match item.as_ref() {
                Schema::Object(o) => Some(o),
                Schema::Bool(_) => None,
            },
            _ => None,
        });
        out.push(StatKey {
            key: key.clone(),
            ty: type_name(target),
            description: one_line(&description),
        });
        match items {
            Some(item) if resolve(root, item).object.is_some() => {
                walk(root, item, &format!("{key}[]"), out)
            }
            _ => walk(root, target, &key, out),
        }
    }
}

/// Every key of the stats JSON, in the order the structs declare them.
pub fn describe() -> Vec<StatKey> {
    let mut settings = schemars::gen::SchemaSettings::draft07();
    settings.option_nullable = false;
    let root = settings.into_generator().into_root_schema_for::<Stats>();
    let mut out = Vec::new();
    walk(&root, &root.schema, "", &mut out);
    out
}
