//! The reference of every parameter (`eusim config --describe`), as text or Markdown.

use std::fmt::Write;

use super::MachineConfig;

fn one_line(doc: &str) -> String {
    doc.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn range(i: &params::ParamInfo) -> String {
    format!("{}..={}", i.min, i.max)
}

impl MachineConfig {
    /// Every parameter with its value here, unit, range, source and description, as text:
    /// one block per parameter.
    pub fn describe_text(&self) -> String {
        let mut s = String::new();
        for p in self.describe() {
            let _ = write!(s, "{} = {}", p.path, p.value);
            match p.info {
                Some(i) => {
                    let _ = writeln!(s, " {} ({}, range {})", i.unit, p.ty, range(i));
                    let _ = writeln!(s, "    {}", one_line(i.doc));
                    let _ = writeln!(s, "    source: {}", i.source);
                }
                None => {
                    let _ = writeln!(s, " ({})", p.ty);
                }
            }
        }
        s
    }

    /// The same reference as a Markdown table (docs/configuration.md is this, for the
    /// defaults).
    pub fn describe_markdown(&self) -> String {
        let mut s = String::from(
            "| parameter | default | unit | range | description | source |\n\
             |---|---|---|---|---|---|\n",
        );
        for p in self.describe() {
            let (unit, range, doc, source) = match p.info {
                Some(i) => (i.unit, range(i), one_line(i.doc), i.source),
                None if p.path == "generation" => (
                    "",
                    "gen9, gen11, gen12lp".to_string(),
                    "Hardware generation modelled; a program runs only on a machine of its own \
                     generation (the device family in its header)"
                        .to_string(),
                    "docs/generations.md",
                ),
                None => ("", String::new(), "Name reported in stats".to_string(), ""),
            };
            let _ = writeln!(
                s,
                "| `{}` | {} | {unit} | {range} | {} | {} |",
                p.path,
                p.value.replace('|', "\\|"),
                doc.replace('|', "\\|"),
                source.replace('|', "\\|")
            );
        }
        s
    }
}
