//! `eusim stats --describe` documents every key a timing run's `--stats` JSON has, from the
//! stats structs' doc comments: checked against a real run, both ways.

use std::collections::BTreeSet;
use std::path::Path;

use eusim::launch::LaunchFile;
use eusim::sim::{run, stats_doc, RunOptions};

/// The keys of `v`, dotted, with `[]` for array elements.
fn keys(v: &serde_json::Value, path: &str, out: &mut BTreeSet<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                let key = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                out.insert(key.clone());
                keys(x, &key, out);
            }
        }
        serde_json::Value::Array(a) => {
            for x in a {
                if x.is_object() {
                    keys(x, &format!("{path}[]"), out);
                }
            }
        }
        _ => {}
    }
}

#[test]
fn every_stats_key_is_described_and_every_description_is_a_key() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lf = LaunchFile::load(&root.join("examples/sweep/sgemm.ron")).expect("launch");
    let opts = RunOptions {
        functional: false,
        ..RunOptions::default()
    };
    let out = run(&lf, &opts).expect("run");
    let json = serde_json::to_value(&out.stats).unwrap();
    let mut seen = BTreeSet::new();
    keys(&json, "", &mut seen);
    let described: BTreeSet<String> = stats_doc::describe().into_iter().map(|k| k.key).collect();
    let undocumented: Vec<_> = seen.difference(&described).collect();
    assert!(
        undocumented.is_empty(),
        "keys without a description: {undocumented:?}"
    );
    // `incomplete` appears only in stopped runs, `sampled` only in sampled ones
    let absent: Vec<_> = described
        .difference(&seen)
        .filter(|k| *k != "incomplete" && !k.starts_with("sampled"))
        .collect();
    assert!(
        absent.is_empty(),
        "described but not in a timing run: {absent:?}"
    );
    for k in stats_doc::describe() {
        assert!(!k.description.is_empty(), "{} has no description", k.key);
    }
    assert!(described.contains("timing.subslices[].eus[].active_pct"));
}

#[test]
fn outputs_doc_carries_the_current_reference() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/outputs.md"))
        .expect("docs/outputs.md");
    let start = "<!-- generated: eusim stats --describe --markdown -->\n";
    let table = doc
        .split_once(start)
        .and_then(|(_, rest)| rest.split_once("<!-- end generated -->"))
        .map(|(t, _)| t)
        .expect("generated markers");
    let rows: Vec<String> = stats_doc::describe()
        .iter()
        .map(|k| {
            format!(
                "| `{}` | {} | {} |",
                k.key,
                k.ty,
                k.description.replace('|', "\\|")
            )
        })
        .collect();
    let want = format!(
        "| key | type | description |\n|---|---|---|\n{}\n",
        rows.join("\n")
    );
    assert_eq!(table, want, "regenerate: eusim stats --describe --markdown");
}
