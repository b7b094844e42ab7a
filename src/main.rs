//! The `eusim` command line (see `eusim --help` and the README).

mod cli;
mod front;

fn main() {
    let result = match <cli::Cli as clap::Parser>::try_parse() {
        Ok(args) => {
            cli::init_logging(&args);
            cli::run(args)
        }
        Err(e) => cli::arguments(e),
    };
    if let Err(e) = result {
        // The reason on one line, then any detail the error carries (a compiler's build
        // log) as it was printed; non-zero exit.
        // A closed or full stderr loses the message, never the exit code.
        use std::io::Write;
        let msg = format!("{e:#}");
        let mut lines = msg.lines();
        let mut err = std::io::stderr().lock();
        let _ = writeln!(err, "eusim: {}", lines.next().unwrap_or("error"));
        for l in lines {
            let _ = writeln!(err, "{l}");
        }
        std::process::exit(1);
    }
}
