#!/usr/bin/env bash
# The strongest-bot figures (docs/BENCHMARKS.md, "Bots"): hours on 2 cores.
#
#     bash tests/bench/strength.sh [games|duel|calibration|speed|solver ...]
#     bash tests/bench/strength.sh screen 'hard@ATTR=VALUE' [...]
#     bash tests/bench/strength.sh trial 'hard@ATTR=VALUE[,ATTR=VALUE]'
#     bash tests/bench/strength.sh bidtrial 'hard@ATTR=VALUE[,ATTR=VALUE]'
#     RUN=rerun2 bash tests/bench/strength.sh duel|trial ...   (a second run's own files)
#
# With no argument every step runs, one after another. Each writes under
# tests/bench/runs/, in files named after the bots' code (the git trees of
# game/ai and game/engine), so that figures from different bots never mix:
#
# * games: hard against the bench's PIMC bot (pimc_bot.py), both at 200 ms,
#   200 whole games (100 deal sequences, each played twice with the teams
#   swapped). It appends each finished sequence to its file and, started
#   again, goes on where it stopped: the file may be committed part-way.
# * duel: hard against medium at their default budgets, 1,200 duplicate
#   deals from 0-0 (three seeds of 400, each in two halves of 200), points
#   a hand and bids made; a half already summarised is not played again. The deals' records go
#   beside the summaries (*.records.jsonl, about 60 kB a half: committed, so that
#   a later trial can be paired with them on the same deals).
# * calibration: from those records, how often hard makes a bid its
#   rollouts gave a chance p (bidding.OWN_PLAY is fitted on this).
# * speed: hard's decision time (p50, p95, max).
# * solver: the end-of-hand solver's positions a second by tricks left.
# * trial VARIANT: a trial change of hard at real budgets: the duel's 1,200
#   deals against medium, played by the variant (files duel-VARIANT-medium-*),
#   then its margin and bids made over them, and its paired gain on the same
#   deals over hard as it is, where the duel's records are here (split by
#   table: where the change cannot act, the gain is the runs' drift).
# * bidtrial VARIANT: a change to hard's bidding alone, at real budgets,
#   played only on the tables of the duel's records (of this bots' code: the
#   duel step, and any rerun of it) where the variant bids otherwise
#   (bench_bid_trial.py); a few minutes to half an hour. The first bidtrial
#   on those records lists the tables where their bids were cut short by the
#   clock (hard counting in full bids otherwise there; 10 min), and every
#   trial leaves those tables as recorded.
# * screen VARIANT...: a trial change of hard (``hard@ATTR=VALUE``) against
#   hard as it is, each against medium on the same 1,000 duplicate deals
#   (seed 50) at fixed searches (hard 600 iterations, medium 60 deals: the
#   same play however busy the machine), then the paired gain a hand. Half
#   an hour a duel on one core; the base duel is played once per bots' code.
#
# It prints figures; nothing here passes or fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=tests/bench/runs
# BOTS=AI-ENGINE (two short tree hashes) names earlier code that plays exactly as
# this does (a change to comments only), so its records serve: e.g. 49cc665-5aced57.
BOTS="${BOTS:-$(git rev-parse --short HEAD:game/ai)-$(git rev-parse --short HEAD:game/engine)}"
JOBS="${JOBS:-2}"
# RUN=NAME plays the duel's halves again into files of their own
# (NAME-duel-*), so that a second run of the same bots' code (another day,
# another machine speed) never mixes with the first: e.g. RUN=rerun2.
RUN="${RUN:+$RUN-}"
mkdir -p "$RUNS"
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(games duel calibration speed solver)

screen_duel() {  # screen_duel HARD_SETTINGS OUT: a fixed-search duel against medium
  [ -s "$2.json" ] && [ -s "$2.records.jsonl" ] && return 0  # paired reads the records
  python tests/bench/bench_bots.py duel "hard@max_iter=600$1" 'medium@max_iter=60' \
    --think-ms 100000 --deals 1000 --seed 50 --jobs "$JOBS" --records "$2.records.jsonl" \
    > "$2.json.part"
  mv "$2.json.part" "$2.json"
}

duel_halves() {  # duel_halves A NAME: A against medium on the duel's 1,200 deals
  local seed first out
  for seed in 42 43 44; do
    for first in 0 200; do  # each seed in two halves of 200 deals (0-199, then 200-399)
      out="$RUNS/${RUN}duel-$2-medium-s$seed-d$first-$BOTS"
      [ -s "$out.json" ] && { cat "$out.json"; continue; }
      python tests/bench/bench_bots.py duel "$1" medium --deals 200 --first "$first" \
        --seed "$seed" --jobs "$JOBS" --records "$out.records.jsonl" > "$out.json.part"
      mv "$out.json.part" "$out.json" && cat "$out.json"
    done
  done
}

one_variant() {  # one_variant STEP EXAMPLE: the step's variant of hard, or exit 2
  case "${steps[1]:-}" in
    hard@?*=*) variant="${steps[1]}" ;;
    *) echo "strength.sh: $1 needs one variant of hard, e.g. '$2'" >&2; exit 2 ;;
  esac
}

if [ "${steps[0]}" = trial ]; then
  one_variant trial 'hard@made_bonus=0.25'
  name="${variant#hard@}"
  name="hard@${name//,/+}"
  duel_halves "$variant" "$name"
  python tests/bench/bench_bots.py margin "$RUNS"/"$RUN"duel-"$name"-medium-s4?-d*-"$BOTS".records.jsonl
  base=("$RUNS"/"$RUN"duel-hard-medium-s4?-d*-"$BOTS".records.jsonl)  # the same run's hard
  if [ -s "${base[0]}" ]; then
    python tests/bench/bench_bots.py paired <(cat "${base[@]}") \
      <(cat "$RUNS"/"$RUN"duel-"$name"-medium-s4?-d*-"$BOTS".records.jsonl)
  fi
  exit 0
fi

if [ "${steps[0]}" = bidtrial ]; then
  one_variant bidtrial 'hard@bid_surer=3'
  name="${variant#hard@}"
  records=("$RUNS"/*duel-hard-medium-s4?-d*-"$BOTS".records.jsonl)
  cut="$RUNS/bidscan-hard-timed-out-$BOTS.json"  # tables whose recorded bids the clock cut short
  [ -s "$cut" ] || python tests/bench/bench_bid_trial.py hard "${records[@]}" --jobs "$JOBS" --out "$cut"
  python tests/bench/bench_bid_trial.py "$variant" "${records[@]}" --timed-out "$cut" \
    --jobs "$JOBS" --out "$RUNS/bidtrial-${name//,/+}-$BOTS.jsonl"
  exit 0
fi

if [ "${steps[0]}" = screen ]; then
  [ ${#steps[@]} -gt 1 ] || { echo "strength.sh: screen needs a variant, e.g. 'hard@made_bonus=0.2'" >&2; exit 2; }
  for variant in "${steps[@]:1}"; do
    case "$variant" in
      hard@?*=*) ;;
      *) echo "strength.sh: '$variant' is not a variant of hard (hard@ATTR=VALUE)" >&2; exit 2 ;;
    esac
  done
  base="$RUNS/screen-base-s50-$BOTS"
  screen_duel "" "$base"
  for variant in "${steps[@]:1}"; do
    out="$RUNS/screen-${variant#hard@}-s50-$BOTS"
    screen_duel ",${variant#hard@}" "$out"
    python tests/bench/bench_bots.py paired "$base.records.jsonl" "$out.records.jsonl"
  done
  exit 0
fi

for step in "${steps[@]}"; do
  case "$step" in
    games)
      python tests/bench/bench_bots.py games hard pimc --games 200 --think-ms 200 --seed 77 \
        --jobs "$JOBS" --out "$RUNS/games-hard-pimc-200ms-s77-$BOTS.jsonl" ;;
    duel)
      duel_halves hard hard ;;
    calibration)
      python tests/bench/bench_bid_calibration.py "$RUNS"/duel-hard-medium-s4?-d*-"$BOTS".records.jsonl \
        --jobs "$JOBS" ;;
    speed)
      python tests/bench/bench_bots.py speed --hands 6 ;;
    solver)
      python tests/bench/bench_solver.py --positions 200 ;;
    *)
      echo "strength.sh: unknown step '$step' (games, duel, calibration, speed, solver)" >&2
      exit 2 ;;
  esac
done
